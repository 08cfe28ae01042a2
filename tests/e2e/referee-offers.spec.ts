import type { OfferList, OfferView } from '@pitchside/shared';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
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
let assignor: { email: string; password: string };
const { call, tokenOf, demoToken } = matchApi();
const asAdmin = () => ({ token: adminToken, headers: DEMO_ORG_HEADERS });

/** A run's stamp in letters (a person's name takes no digits): the organization keeps every run's referees. */
const lettersOf = (stamp: number) => stamp.toString(26).replace(/[0-9a-p]/g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)));

async function referee(label: string): Promise<Referee> {
  const person = { email: uniqueEmail(label.toLowerCase()), password: 'Referee2026', name: `${label} ${lettersOf(Date.now())} Referee` };
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

/** Picks a referee in a proposal's select: the organization has many, so the name is typed first. */
async function pickReferee(page: Page, select: Locator, name: string): Promise<void> {
  await select.click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
  await expect(select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')).toContainText(name);
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
  // An admin of the organization made for this journey assigns (a demo account's settings are not ours).
  assignor = { email: uniqueEmail('assignor'), password: 'Assignor2026' };
  expect((await call('POST', '/api/auth/create-user', { ...asAdmin(), body: { ...assignor, displayName: 'Journey Assignor', role: { admin: true } } })).status).toBe(201);
  const base = `/api/tournaments/${cup.tournamentId}`;

  // Both referees give their availability on their phones.
  const annaPhone = await phoneOf(browser, anna);
  await giveAvailability(annaPhone, cupName);
  await expectAccessible(annaPhone, 'referee availability');
  await photo(annaPhone, `${SHOTS}/availability-phone.png`, { fullPage: true });
  const boPhone = await phoneOf(browser, bo);
  await giveAvailability(boPhone, cupName);

  // The assignor fills the day on the board, then adjusts one match by hand, and sends the offers.
  const desk = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
  await signIn(desk, assignor.email, assignor.password);
  await desk.goto(`/admin/matches?tournament=${cup.tournamentId}`);
  const panel = desk.getByRole('region', { name: 'Referee offers' });
  await panel.getByRole('button', { name: 'Fill this day' }).click();
  const proposal = panel.getByRole('group', { name: 'Proposed referees' });
  await expect(proposal.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(desk, 'assignor fills a day');
  await photo(desk, `${SHOTS}/fill-desktop.png`, { fullPage: true });
  // Fairness split the three 2–1: one of the busier referee's matches goes to the other.
  const rows = await proposal.getByRole('listitem').allInnerTexts();
  const [from, to] = rows.filter((row) => row.includes(anna.name)).length >= 2 ? [anna, bo] : [bo, anna];
  const moved = (rows.find((row) => row.includes(from.name)) as string).split(' · ')[0] as string;
  await pickReferee(desk, proposal.getByRole('combobox', { name: `Referee for ${moved}` }), to.name);
  await panel.getByRole('button', { name: 'Send 3 offers' }).click();
  await expect(panel.getByRole('list', { name: 'Offers of the day' }).getByRole('listitem')).toHaveCount(3);
  const sent = (await call<OfferList>('GET', `${base}/referees/offers`, asAdmin())).body.offers;
  const boOffer = sent.find((offer) => offer.refereeUid === bo.uid) as OfferView;
  const annaOffer = sent.find((offer) => offer.refereeUid === anna.uid) as OfferView;
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
  // Back in the pool: the assignor fills the day again, gives the match to Anna, and offers it.
  await panel.getByRole('button', { name: 'Fill this day' }).click();
  await expect(proposal.getByRole('listitem')).toHaveCount(1);
  await pickReferee(desk, proposal.getByRole('combobox', { name: `Referee for ${teamsOf(boOffer)}` }), anna.name);
  await panel.getByRole('button', { name: 'Send 1 offer' }).click();
  await expect(panel.getByRole('list', { name: 'Offers of the day' }).getByRole('listitem')).toHaveCount(4);
  await annaPhone.reload();
  await expect(offerCard(annaPhone, teamsOf(boOffer)).getByText('Waiting for your answer')).toBeVisible();
  await annaPhone.setViewportSize({ width: 1366, height: 800 });
  await expectAccessible(annaPhone, 'referee offers, laptop');
  await photo(annaPhone, `${SHOTS}/offers-desktop.png`, { fullPage: true });
  const board = await call<OfferList>('GET', `${base}/referees/offers`, asAdmin());
  expect(board.body.offers.map((offer) => offer.state).sort()).toEqual(['accepted', 'declined', 'offered', 'offered']);
});
