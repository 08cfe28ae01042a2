import { isTimeZone, timeZoneSchema, utcOffsetText, wallClockIn, zoneObservances, zoneOffsetMinutes } from './time-zone';

describe('time zones', () => {
  it('accepts IANA names the runtime knows and nothing else', () => {
    for (const zone of ['Europe/Stockholm', 'America/New_York', 'Asia/Kolkata', 'UTC', 'Australia/Lord_Howe']) expect(isTimeZone(zone)).toBe(true);
    for (const bad of ['', 'Europe/Atlantis', '+02:00', 'Europe/Stockholm; DROP', 'a'.repeat(65), '../etc/passwd']) expect(isTimeZone(bad)).toBe(false);
    expect(timeZoneSchema.safeParse(' Europe/Oslo ').data).toBe('Europe/Oslo');
    expect(timeZoneSchema.safeParse('Mars/Olympus').error?.issues[0]?.message).toBe('Choose a time zone from the list, like Europe/Stockholm');
  });

  it('knows the offsets of a zone through the year', () => {
    expect(zoneOffsetMinutes('Europe/Stockholm', new Date('2026-07-14T12:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes('Europe/Stockholm', new Date('2026-01-14T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('America/St_Johns', new Date('2026-01-14T12:00:00Z'))).toBe(-210);
    expect(utcOffsetText(-210)).toBe('-0330');
    expect(utcOffsetText(120)).toBe('+0200');
    expect(wallClockIn('Europe/Stockholm', new Date('2026-07-14T07:30:00Z'))).toBe('2026-07-14 09:30');
  });

  it('lists each change of offset at its local wall-clock time, daylight when the offset is the larger one', () => {
    const observances = zoneObservances('Europe/Stockholm', 2026, 2026);
    expect(observances).toEqual([
      { kind: 'STANDARD', localStart: '20260101T010000', offsetFrom: 60, offsetTo: 60 },
      { kind: 'DAYLIGHT', localStart: '20260329T020000', offsetFrom: 60, offsetTo: 120 },
      { kind: 'STANDARD', localStart: '20261025T030000', offsetFrom: 120, offsetTo: 60 },
    ]);
    // A zone without summer time is one observance; the southern hemisphere's summer is daylight too.
    expect(zoneObservances('Asia/Kolkata', 2026, 2026)).toEqual([{ kind: 'STANDARD', localStart: '20260101T053000', offsetFrom: 330, offsetTo: 330 }]);
    expect(zoneObservances('Australia/Sydney', 2026, 2026).map((entry) => [entry.kind, entry.localStart])).toEqual([
      ['DAYLIGHT', '20260101T110000'],
      ['STANDARD', '20260405T030000'],
      ['DAYLIGHT', '20261004T020000'],
    ]);
  });
});
