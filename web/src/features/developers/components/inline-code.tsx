/** A description's `backticked` words as code, the rest as text (the document's descriptions are Markdown-light). */
export function InlineCode({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}
