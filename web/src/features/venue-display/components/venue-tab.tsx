import { DISPLAY_LIMITS, LOCALE_NAMES, LOCALES, type DisplayLink, type DisplayTheme, type Locale, type TournamentDetail } from '@pitchside/shared';
import { Alert, App, Button, Card, Checkbox, Input, Popconfirm, Radio, Select, Space, Typography } from 'antd';
import { NumberField } from '../../../components/number-field';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-client';
import { useAnnounce, useCreateDisplayLink, useDisplayLinks, useRevokeDisplayLink, useVenueAnnouncements, useWithdrawAnnouncement } from '../api/manage-venue';
import { signLinks } from '../signs/sign-links';

interface TabProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
}

/** The tournament's venue tab (issue 35): its public page and signs, the screens at the venue, announcements. */
export function VenueTab({ orgId, tournament }: TabProps) {
  const intl = useIntl();
  const origin = window.location.origin;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={intl.formatMessage({ id: 'venue.publicTitle' })}>
        {tournament.draft ? (
          <p>{intl.formatMessage({ id: 'venue.publishFirst' })}</p>
        ) : (
          <Space wrap>
            <Button href={signLinks.tournament(origin, tournament.tournamentId)} target="_blank" rel="noopener">
              {intl.formatMessage({ id: 'venue.openPublic' })}
            </Button>
            <Button href={`/t/${encodeURIComponent(tournament.tournamentId)}/signs`} target="_blank" rel="noopener">
              {intl.formatMessage({ id: 'venue.printSigns' })}
            </Button>
          </Space>
        )}
      </Card>
      <AnnouncementsCard orgId={orgId} tournament={tournament} />
      <DisplaysCard orgId={orgId} tournament={tournament} />
    </Space>
  );
}

function AnnouncementsCard({ orgId, tournament }: TabProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const ids = useId();
  const list = useVenueAnnouncements(orgId, tournament.tournamentId);
  const announce = useAnnounce(orgId, tournament.tournamentId);
  const withdraw = useWithdrawAnnouncement(orgId, tournament.tournamentId);
  const [text, setText] = useState('');
  const [urgent, setUrgent] = useState(false);

  const send = async () => {
    try {
      await announce.mutateAsync({ text, urgent });
      setText('');
      setUrgent(false);
      void message.success(intl.formatMessage({ id: 'venue.announced' }));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Card title={intl.formatMessage({ id: 'venue.announcementsTitle' })}>
      <p>{intl.formatMessage({ id: 'venue.announcementsHint' })}</p>
      <label htmlFor={`${ids}-text`}>{intl.formatMessage({ id: 'venue.announcementText' })}</label>
      <Input.TextArea id={`${ids}-text`} value={text} onChange={(event) => setText(event.target.value)} maxLength={DISPLAY_LIMITS.announcementText} showCount rows={3} />
      <Space style={{ marginTop: 8 }} wrap>
        <Checkbox checked={urgent} onChange={(event) => setUrgent(event.target.checked)}>
          {intl.formatMessage({ id: 'venue.urgent' })}
        </Checkbox>
        <Button type="primary" danger={urgent} loading={announce.isPending} disabled={text.trim().length === 0} onClick={() => void send()}>
          {intl.formatMessage({ id: 'venue.announce' })}
        </Button>
      </Space>
      <ul className="ps-venue-list" aria-label={intl.formatMessage({ id: 'venue.shownNow' })}>
        {(list.data?.announcements ?? []).map((announcement) => (
          <li key={announcement.announcementId}>
            {announcement.urgent && <strong>{intl.formatMessage({ id: 'venue.urgentTag' })} </strong>}
            {announcement.text}{' '}
            <Button size="small" onClick={() => void withdraw.mutateAsync(announcement.announcementId).catch((error: unknown) => message.error(errorMessage(error)))}>
              {intl.formatMessage({ id: 'venue.withdraw' })}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function DisplaysCard({ orgId, tournament }: TabProps) {
  const intl = useIntl();
  const { message } = App.useApp();
  const ids = useId();
  const links = useDisplayLinks(orgId, tournament.tournamentId);
  const create = useCreateDisplayLink(orgId, tournament.tournamentId);
  const revoke = useRevokeDisplayLink(orgId, tournament.tournamentId);
  const [name, setName] = useState('');
  const [divisions, setDivisions] = useState<string[]>([]);
  const [rotationSeconds, setRotation] = useState<number>(15);
  const [locale, setLocale] = useState<Locale>('en');
  const [theme, setTheme] = useState<DisplayTheme>('dark');
  const [created, setCreated] = useState<DisplayLink>();

  const add = async () => {
    try {
      setCreated(await create.mutateAsync({ name, divisions, rotationSeconds, locale, theme }));
      setName('');
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const createdUrl = created?.token ? signLinks.display(window.location.origin, created.token) : undefined;

  return (
    <Card title={intl.formatMessage({ id: 'venue.displaysTitle' })}>
      <p>{intl.formatMessage({ id: 'venue.displaysHint' })}</p>
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor={`${ids}-name`}>{intl.formatMessage({ id: 'venue.displayName' })}</label>
        <Input id={`${ids}-name`} value={name} maxLength={DISPLAY_LIMITS.linkName} onChange={(event) => setName(event.target.value)} />
        <label htmlFor={`${ids}-divisions`}>{intl.formatMessage({ id: 'venue.displayDivisions' })}</label>
        <Select
          id={`${ids}-divisions`}
          mode="multiple"
          value={divisions}
          onChange={setDivisions}
          placeholder={intl.formatMessage({ id: 'venue.allDivisions' })}
          options={tournament.structure.divisions.map((division) => ({ value: division.name, label: division.name }))}
        />
        <label htmlFor={`${ids}-rotation`}>{intl.formatMessage({ id: 'venue.rotation' })}</label>
        <NumberField
          id={`${ids}-rotation`}
          className="ps-number"
          min={DISPLAY_LIMITS.rotationSeconds.min}
          max={DISPLAY_LIMITS.rotationSeconds.max}
          value={rotationSeconds}
          onChange={(value) => setRotation(typeof value === 'number' ? value : Number(value) || 15)}
        />
        <label htmlFor={`${ids}-locale`}>{intl.formatMessage({ id: 'venue.language' })}</label>
        <Select id={`${ids}-locale`} value={locale} onChange={setLocale} options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))} style={{ maxWidth: 240 }} />
        <Radio.Group value={theme} onChange={(event) => setTheme(event.target.value as DisplayTheme)} aria-label={intl.formatMessage({ id: 'venue.theme' })}>
          <Radio value="dark">{intl.formatMessage({ id: 'venue.dark' })}</Radio>
          <Radio value="light">{intl.formatMessage({ id: 'venue.light' })}</Radio>
        </Radio.Group>
        <Button type="primary" loading={create.isPending} disabled={name.trim().length === 0} onClick={() => void add()}>
          {intl.formatMessage({ id: 'venue.createDisplay' })}
        </Button>
      </Space>
      {createdUrl && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={intl.formatMessage({ id: 'venue.displayCreated' })}
          description={
            <Typography.Paragraph copyable={{ text: createdUrl }} data-testid="display-url">
              {createdUrl}
            </Typography.Paragraph>
          }
        />
      )}
      <ul className="ps-venue-list" aria-label={intl.formatMessage({ id: 'venue.displaysTitle' })}>
        {(links.data?.links ?? []).map((link) => (
          <li key={link.linkId}>
            {link.settings.name} · {LOCALE_NAMES[link.settings.locale]} · {link.settings.divisions.join(', ') || intl.formatMessage({ id: 'venue.allDivisions' })}{' '}
            <Popconfirm
              title={intl.formatMessage({ id: 'venue.revokeTitle' })}
              okText={intl.formatMessage({ id: 'venue.revoke' })}
              cancelText={intl.formatMessage({ id: 'venue.keep' })}
              onConfirm={() => revoke.mutateAsync(link.linkId).catch((error: unknown) => message.error(errorMessage(error)))}
            >
              <Button size="small" danger>
                {intl.formatMessage({ id: 'venue.revoke' })}
              </Button>
            </Popconfirm>
          </li>
        ))}
      </ul>
    </Card>
  );
}
