export * from './notification-kinds';
export * from './push-subscription';
export * from './notification-requests';
