import type { ThemeConfig } from 'antd';

/** Pitch green, calm surfaces, roomy touch targets (referees use it on a phone at the touchline). */
export const PITCH_GREEN = '#12803f';

/**
 * antd's defaults fail WCAG 2.2 AA contrast in several places: red #ff4d4f (3.3:1 on white) on
 * danger buttons and error text, 45 % black (#8c8c8c, 3.4:1) on secondary text and empty states, 25 % black
 * on placeholders, and the preset tag colours' text shade (gold-7 on gold-1 is 2.8:1). The values below are
 * the nearest shades of the same hues that reach 4.5:1 on white and on the tag's own light background, so
 * every screen is fixed here once instead of per component. Disabled text (colorTextQuaternary) is exempt
 * from the contrast rule and keeps antd's value.
 */
const CONTRAST = {
  // Hover and press darken rather than lighten: antd's derived hover green #2a8c50 carries white (and sits on
  // white) at 4.2:1. The link green and a darker one: 6.6:1 and 8.6:1.
  colorPrimaryHover: '#0e6b34',
  colorPrimaryActive: '#0b5a2b',
  colorLinkHover: '#0b5a2b',
  // red-7: 5.6:1 on white; white on it (primary danger buttons) also 5.6:1; red-8 when hovered.
  colorError: '#cf1322',
  colorErrorHover: '#a8071a',
  // Success and warning as text (status tags, Typography type="success"/"warning") on their light fills.
  // The fills are given as well: antd would derive murky greys from these darker seeds.
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
  // antd derives the primary's light fill from the seed; for this dark green that is a murky #b4bfb7, on
  // which the green itself reads at 2.6:1 (the drawer menu's current page, a picked option). A pale green
  // keeps 4.5:1 (4.6:1 for #12803f).
  colorPrimaryBg: '#ecf6ef',
  colorPrimaryBgHover: '#d9efdf',
  // 62 % black: 5.9:1 on white, 5.4:1 on the layout's #f3f6f4 (secondary text, table empty text, help).
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  // 56 % black: 4.9:1 on white; still lighter than a typed value.
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  // The preset tag colours (role tags, states) write their text in shade 7; these are shade 8 or 9 of the
  // same hue where shade 7 is under 4.5:1 on shade 1.
  ...shade7({ green: '#237804', cyan: '#006d75', gold: '#874d00', orange: '#ad4e00', volcano: '#ad2102', lime: '#3f6600', yellow: '#876800' }),
} satisfies ThemeConfig['token'];

/**
 * antd keeps each palette shade under two names (`gold7` and the legacy `gold-7`) and both become the CSS
 * variable --ant-gold-7: setting one alone is overwritten by the other.
 */
function shade7(colours: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colours).flatMap(([hue, colour]) => [
      [`${hue}7`, colour],
      [`${hue}-7`, colour],
    ]),
  );
}

export const theme: ThemeConfig = {
  cssVar: { key: 'pitchside' },
  token: {
    colorPrimary: PITCH_GREEN,
    colorInfo: '#1f6fd1',
    colorLink: '#0e6b34',
    colorBgLayout: '#f3f6f4',
    borderRadius: 10,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 15,
    controlHeightLG: 46,
    ...CONTRAST,
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none' },
    Card: { borderRadiusLG: 16 },
    // An unchecked switch writes its white label on the disabled grey (#bfbfbf, 1.8:1): a darker track
    // (white on #6e6e6e is 5.1:1; hover darker still).
    Switch: { colorTextQuaternary: '#6e6e6e', colorTextTertiary: '#595959' },
    // An empty table's "No data" is written in the disabled grey (#bfbfbf, 1.8:1); it is information.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    // The drawer menu's current page: the darker link green on the pale fill (5.8:1).
    Menu: { itemSelectedColor: '#0e6b34' },
  },
};
