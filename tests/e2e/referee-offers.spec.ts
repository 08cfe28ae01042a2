import type { FillDayAnswer, OfferList, OfferView } from '@pitchside/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, uniqueEmail } from './support/app';
import { expectAccessible } from './support/axe';
import { matchApi, subOf } from './support/match-fixture';
import { photo } from './support/photo';
import { createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * Referees' offers (issue 34), lean: the availability, the day's fill and the one adjustment go through the
 * API as the assignor's board would send them; what the journey is about runs in the referees' phones: one
 * accepts, the other declines, the declined match goes back to the pool and is offered again.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SHOTS = '/tmp/shots/referee-offers';
const today = new Date().toISOString().slice(0, 10);

interface Referee {
  email: string;
  password: string;
  name: string;
  uid: string;
}
let cup: TournamentFixture;
let adminToken = '';
let anna: Referee;
let bo: Referee;
const { call, tokenOf, demoToken } = matchApi();
const asAdmin = () => ({ token: adminToken, headers: DEMO_ORG_HEADERS });

async function referee(label: string): Promise<Referee> {
  const person = { email: uniqueEmail(label.toLowerCase()), password: 'Referee2026', name: `${label} Referee` };
  const made = await call('POST', '/api/auth/create-user', { ...asAdmin(), body: { email: person.email, password: person.password, displayName: person.name, role: { referee: true } } });
  expect(made.status).toBe(201);
  return { ...person, uid: subOf(await tokenOf(person.email, person.password)) };
}

async function phoneOf(browser: Browser, who: Referee): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await signIn(page, who.email, who.password);
  await page.goto('/admin/matches');
  return page;
}

/** On their phone, the referee picks the cup (the organization has many) and says: today, 07:00–22:00, Under 12, centre. */
async function giveAvailability(page: Page, cupName: string): Promise<void> {
  const section = page.getByRole('region', { name: 'When you can referee' });
  await expect(section.getByRole('form').first()).toBeVisible();
  // The picker shows only when the organization has more than this one tournament to come.
  const picker = section.getByRole('combobox', { name: 'Tournament' });
  if ((await picker.count()) > 0) {
    await picker.click();
    await page.keyboard.type(cupName);
    await page.locator('.ant-select-dropdown:visible').getByTitle(cupName, { exact: true }).click();
  }
  const form = section.getByRole('form', { name: cupName });
  await form.getByLabel(/^From, /).fill('07:00');
  await form.getByLabel(/^Until, /).fill('22:00');
  await form.getByLabel('Under 12').check();
  await form.getByRole('button', { name: 'Save availability' }).click();
  await expect(form.getByText('Availability saved')).toBeVisible();
}

const offerCard = (page: Page, teams: string) => page.getByRole('region', { name: 'Offers to referee' }).getByRole('listitem', { name: teams });

test('two referees answer their offers on phones; the declined match goes back to the pool and is offered again', async ({ browser }) => {
  test.setTimeout(90_000);
  adminToken = await demoToken('admin');
  // 45-minute matches an hour apart: any referee may take any two of them (15 minutes' rest).
  const cupName = `Offers Cup ${Date.now()}`;
  cup = await createTournamentFixture(call, adminToken, {
    name: cupName,
    teamNames: ['Owls', 'Foxes', 'Hares'],
    durations: { firstHalfDuration: 1200, breakDuration: 300, secondHalfDuration: 1200 },
  });
  [anna, bo] = [await referee('Anna'), await referee('Bo')];
  const base = `/api/tournaments/${cup.tournamentId}`;

  // Both referees give their availability on their phones.
  const annaPhone = await phoneOf(browser, anna);
  await giveAvailability(annaPhone, cupName);
  await expectAccessible(annaPhone, 'referee availability');
  await photo(annaPhone, `${SHOTS}/availability-phone.png`, { fullPage: true });
  const boPhone = await phoneOf(browser, bo);
  await giveAvailability(boPhone, cupName);

  // The assignor fills the day, then adjusts one match by hand: Bo, not whoever the fill chose, gets the first.
  const fill = await call<FillDayAnswer>('POST', `${base}/referees/fill-day`, { ...asAdmin(), body: { date: today } });
  expect(fill.body.offers).toHaveLength(3);
  expect(fill.body.unfilled).toEqual([]);
  const [first, ...rest] = fill.body.offers;
  const adjusted = [{ ...first!, refereeUid: bo.uid }, ...rest.map((proposed) => ({ ...proposed, refereeUid: proposed.matchId === first!.matchId ? bo.uid : anna.uid }))];
  const sent = await call<{ offers: OfferView[] }>('POST', `${base}/referees/offers`, {
    ...asAdmin(),
    body: { offers: adjusted.map(({ matchId, refereeUid, role }) => ({ matchId, refereeUid, role })), expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(sent.status).toBe(201);
  const boOffer = sent.body.offers.find((offer) => offer.refereeUid === bo.uid) as OfferView;
  const annaOffer = sent.body.offers.find((offer) => offer.refereeUid === anna.uid) as OfferView;
  const teamsOf = (offer: OfferView) => `${offer.match.homeTeam} – ${offer.match.awayTeam}`;

  // Anna accepts on her phone.
  await annaPhone.reload();
  const annaCard = offerCard(annaPhone, teamsOf(annaOffer));
  await expect(annaCard.getByText('Waiting for your answer')).toBeVisible();
  await expectAccessible(annaPhone, 'referee offers');
  await photo(annaPhone, `${SHOTS}/offers-phone.png`, { fullPage: true });
  await annaCard.getByRole('button', { name: 'Accept' }).click();
  await expect(annaCard.getByText('Accepted')).toBeVisible();

  // Bo declines; the match is back in the pool, and the assignor offers it to Anna.
  await boPhone.reload();
  const boCard = offerCard(boPhone, teamsOf(boOffer));
  await boCard.getByRole('button', { name: 'Decline' }).click();
  await expect(boCard.getByText('Declined')).toBeVisible();
  const pool = await call<FillDayAnswer>('POST', `${base}/referees/fill-day`, { ...asAdmin(), body: { date: today } });
  expect(pool.body.offers.map((proposed) => proposed.matchId)).toEqual([boOffer.matchId]);
  const again = await call<{ offers: OfferView[] }>('POST', `${base}/referees/offers`, {
    ...asAdmin(),
    body: { offers: [{ matchId: boOffer.matchId, refereeUid: anna.uid, role: 'centre' }], expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(again.status).toBe(201);
  await annaPhone.reload();
  await expect(offerCard(annaPhone, teamsOf(boOffer)).getByText('Waiting for your answer')).toBeVisible();
  await annaPhone.setViewportSize({ width: 1366, height: 800 });
  await expectAccessible(annaPhone, 'referee offers, laptop');
  await photo(annaPhone, `${SHOTS}/offers-desktop.png`, { fullPage: true });
  const board = await call<OfferList>('GET', `${base}/referees/offers`, asAdmin());
  expect(board.body.offers.map((offer) => offer.state).sort()).toEqual(['accepted', 'declined', 'offered', 'offered']);
});
