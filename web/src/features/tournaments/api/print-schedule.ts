import { printScheduleRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, organizationHeaders } from '../../../lib/api-client';
import { routeUrlPath } from '../../../lib/call-route';

export interface PrintScheduleChoice {
  /** 'YYYY-MM-DD'; every day when absent. */
  date?: string | undefined;
  /** A pitch key (the slug of the pitch's name, or the schedule's pitch id); every pitch when absent. */
  pitch?: string | undefined;
}

/** `GET /api/tournaments/{id}/schedule.pdf?date=&pitch=`: the printable schedule (A4, a table per pitch). */
export async function printSchedule(orgId: string | undefined, tournamentId: string, choice: PrintScheduleChoice) {
  return apiDownload(routeUrlPath(printScheduleRoute, { tournamentId }), { query: { date: choice.date, pitch: choice.pitch }, headers: organizationHeaders(orgId) });
}

export function usePrintSchedule(orgId: string | undefined, tournamentId: string) {
  return useMutation({ mutationFn: (choice: PrintScheduleChoice) => printSchedule(orgId, tournamentId, choice) });
}
