/** Points for a result (spec §9). */
export const POINTS = Object.freeze({ win: 3, draw: 1, loss: 0 });
