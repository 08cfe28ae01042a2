/** The spec's role map `{ coach: true }` as an ElectroDB attribute. */
export const roleMapAttribute = {
  type: 'map',
  properties: {
    admin: { type: 'boolean' },
    tournamentadmin: { type: 'boolean' },
    referee: { type: 'boolean' },
    coach: { type: 'boolean' },
    medic: { type: 'boolean' },
    refereeassignor: { type: 'boolean' },
  },
} as const;
