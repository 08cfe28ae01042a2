import type { ThemeConfig } from 'antd';

/** Pitch green, calm surfaces, roomy touch targets (referees use it on a phone at the touchline). */
export const PITCH_GREEN = '#12803f';

export const theme: ThemeConfig = {
  cssVar: { key: 'pitchside' },
  token: {
    colorPrimary: PITCH_GREEN,
    colorInfo: '#1f6fd1',
    colorLink: '#0e6b34',
    colorBgLayout: '#f3f6f4',
    borderRadius: 10,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 15,
    controlHeightLG: 46,
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: 'none' },
    Card: { borderRadiusLG: 16 },
  },
};
