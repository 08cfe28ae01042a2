import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { useActingOrganization } from '../acting-organization';

/**
 * Shown when the user organizes several organizations: which one the org-scoped pages (users,
 * invitations) work on. The choice is remembered on this device.
 */
export function OrganizationSwitcher({ className, onChosen }: { className?: string; onChosen?: () => void }) {
  const intl = useIntl();
  const { current, choices, choose } = useActingOrganization();
  if (choices.length < 2 || !current) return null;
  return (
    <Select
      className={className}
      value={current.orgId}
      onChange={(orgId) => {
        choose(orgId);
        onChosen?.();
      }}
      aria-label={intl.formatMessage({ id: 'account.organization' })}
      popupMatchSelectWidth={false}
      options={choices.map((org) => ({ value: org.orgId, label: org.name }))}
    />
  );
}
