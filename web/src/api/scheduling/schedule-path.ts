/** `/tournaments/{id}/schedule/…` with every segment escaped (a match id may carry slashes: `div/A/1/x-y`). */
export function schedulePath(tournamentId: string, ...segments: string[]): string {
  return ['/tournaments', encodeURIComponent(tournamentId), 'schedule', ...segments.map(encodeURIComponent)].join('/');
}
