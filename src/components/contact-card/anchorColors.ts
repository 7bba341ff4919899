/**
 * Block themes colour every link in post content with a rule (`.wp-block-post-content a:where(...)`) that is
 * more specific than MUI's single class, which turns MUI links and link-buttons the theme's colour. These rules
 * give them back their MUI colours inside the element they are applied to.
 */
export const MUI_ANCHOR_COLORS = {
	'& a.MuiLink-root, & a.MuiButton-text, & a.MuiButton-outlined, & a.MuiIconButton-colorPrimary':
		{ color: 'primary.main' },
	'& a.MuiButton-contained': { color: 'primary.contrastText' },
} as const;
