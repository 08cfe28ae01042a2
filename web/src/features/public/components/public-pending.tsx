/** While a public page loads: a light skeleton (no antd spinner on the public pages). */
export function PublicPending() {
  return (
    <div className="pub-pending" role="status" aria-label="Loading">
      <div className="pub-skeleton pub-skeleton--title" />
      <div className="pub-skeleton" />
      <div className="pub-skeleton" />
      <div className="pub-skeleton pub-skeleton--short" />
    </div>
  );
}
