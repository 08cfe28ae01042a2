/**
 * cognito-local with the one admin operation it lacks and the product calls: AdminUserGlobalSignOut (a
 * completed password reset ends every other session). As in Cognito, the user's refresh tokens stop
 * working; ID and access tokens already handed out live until they expire.
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { UserNotFoundError } = require('cognito-local/lib/errors');

Targets.AdminUserGlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError('User does not exist.');
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };

require('cognito-local/lib/bin/start.js');
