import * as z from 'zod';

/** What the web app fetches from `/config.json` at start: served by the local gateway, deployed by CDK. */
export const runtimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Base of the HTTP API, same origin as the app: `/api`. */
  apiBaseUrl: z.string(),
  /** WebSocket URL for live updates; relative (`/ws`) means the app's own origin. */
  wsUrl: z.string(),
  /** Only set locally: Cognito's endpoint when it is not the AWS one. */
  cognitoEndpoint: z.string().optional(),
  stage: z.string(),
  /** VAPID public key (base64url) the browser subscribes to Web Push with; absent: phone notifications are off. */
  vapidPublicKey: z.string().max(200).optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
