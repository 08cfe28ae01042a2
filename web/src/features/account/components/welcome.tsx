import { MailOutlined } from '@ant-design/icons';
import { RoleTagList } from '../../../components/role-tag';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMe } from '../api/get-me';
import { RoleTags } from './role-tags';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The home screen: who you are and what you may do here. */
export function Welcome() {
  const { data: me } = useMe();
  useDocumentTitle('Home');
  return (
    <div className="ps-page">
      <section className="ps-welcome" aria-labelledby="welcome-title">
        <div className="ps-avatar" aria-hidden="true">
          {initialsOf(me.displayName)}
        </div>
        <div className="ps-welcome__text">
          <h1 id="welcome-title" className="ps-welcome__title">
            Welcome, {me.displayName}
          </h1>
          <p className="ps-welcome__email">
            <MailOutlined aria-hidden /> {me.email}
          </p>
        </div>
      </section>
      <section className="ps-card" aria-labelledby="roles-title">
        <h2 id="roles-title" className="ps-card__title">
          Your roles
        </h2>
        <RoleTags roles={me.roles} />
        <p className="ps-muted ps-card__note">Your roles decide what you can do in Pitchside. Admins can change them.</p>
      </section>
      {me.organizations.length > 0 && (
        <section className="ps-card" aria-labelledby="orgs-title">
          <h2 id="orgs-title" className="ps-card__title">
            Your organizations
          </h2>
          <ul className="ps-orgs" aria-label="Your organizations">
            {me.organizations.map((org) => (
              <li key={org.orgId} className="ps-orgs__item">
                <span className="ps-orgs__name">{org.name}</span>
                <RoleTagList roles={org.roles} label={`Your roles in ${org.name}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
