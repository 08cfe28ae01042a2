import { useIntl } from 'react-intl';
/** While a public page loads: a light skeleton (no antd spinner on the public pages). */
export function PublicPending() {
  const intl = useIntl();
  return (
    <div className="pub-pending" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <div className="pub-skeleton pub-skeleton--title" />
      <div className="pub-skeleton" />
      <div className="pub-skeleton" />
      <div className="pub-skeleton pub-skeleton--short" />
    </div>
  );
}
