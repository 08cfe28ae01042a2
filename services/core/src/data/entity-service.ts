/** ElectroDB's service name: the prefix of every key in the single table. */
export const ENTITY_SERVICE = 'pitchside';
