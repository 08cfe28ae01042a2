/** Pitch markings drawn over the mown-stripe background of the signed-out screens. Decorative only. */
export function PitchBackdrop() {
  return (
    <svg className="ps-pitch-lines" viewBox="0 0 1050 680" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#fff" strokeWidth="3">
        <rect x="25" y="25" width="1000" height="630" />
        <line x1="525" y1="25" x2="525" y2="655" />
        <circle cx="525" cy="340" r="91.5" />
        <rect x="25" y="138" width="165" height="404" />
        <rect x="25" y="248" width="55" height="184" />
        <rect x="860" y="138" width="165" height="404" />
        <rect x="970" y="248" width="55" height="184" />
        <path d="M190 267a91.5 91.5 0 0 1 0 146" />
        <path d="M860 267a91.5 91.5 0 0 0 0 146" />
      </g>
      <g fill="#fff">
        <circle cx="525" cy="340" r="4" />
        <circle cx="135" cy="340" r="4" />
        <circle cx="915" cy="340" r="4" />
      </g>
    </svg>
  );
}
