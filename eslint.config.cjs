/**
 * ESLint for PRISM (`npm run lint:js`): @wordpress/scripts' own flat config, plus the guards that keep every string
 * a member sees translatable.
 *
 * - The @wordpress/i18n-* rules (text domain `prism` only, translator comments for every placeholder, valid
 *   sprintf, no variables as strings, …).
 * - react/jsx-no-literals: no bare text between JSX tags in src/; only punctuation and symbols may stand there.
 * - no-restricted-syntax: no string literal as the value of a prop a member reads or hears (label, title,
 *   aria-label, placeholder, helperText, alt, …).
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

/** Strings that may stand as JSX text: punctuation and symbols, never words. */
const ALLOWED_JSX_STRINGS = [
	'·',
	' · ',
	'•',
	',',
	', ',
	'.',
	':',
	'(',
	')',
	'/',
	'–',
	'—',
	'-',
	'|',
	'…',
	'?',
	'*',
	'+',
	'×',
];

/** Props whose text a member reads or hears: their value must come from __(), _n() or sprintf(). */
const TEXT_PROPS = [
	'label',
	'title',
	'aria-label',
	'aria-valuetext',
	'aria-roledescription',
	'placeholder',
	'helperText',
	'alt',
	'about',
	'message',
	'details',
	'confirmLabel',
	'busyLabel',
	'cancelLabel',
	'emptyText',
	'noOptionsText',
	'loadingText',
	'getItemAriaLabel',
];

const untranslatedProp = `JSXAttribute[name.name=/^(${ TEXT_PROPS.join(
	'|'
) })$/]`;

module.exports = [
	...defaultConfig,
	{
		files: [ '**/*.{js,jsx,ts,tsx}' ],
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'prism' },
			],
			'@wordpress/i18n-translator-comments': 'error',
			'@wordpress/valid-sprintf': 'error',
			'@wordpress/i18n-no-variables': 'error',
			'@wordpress/i18n-no-placeholders-only': 'error',
			'@wordpress/i18n-no-collapsible-whitespace': 'error',
			'@wordpress/i18n-no-flanking-whitespace': 'error',
			'@wordpress/i18n-ellipsis': 'error',
			'@wordpress/i18n-hyphenated-range': 'error',
		},
	},
	{
		files: [ 'src/**/*.{ts,tsx}' ],
		ignores: [ 'src/**/*.test.{ts,tsx}' ],
		rules: {
			'react/jsx-no-literals': [
				'error',
				{
					noStrings: true,
					ignoreProps: true,
					allowedStrings: ALLOWED_JSX_STRINGS,
				},
			],
			// PRISM's Box, Link and Typography (src/components/light/) take MUI's props and draw the same element, with classes
			// written once a page instead of styles worked out on every render. Code loaded on first use goes through
			// lazyNamed and Deferred, not React's lazy and Suspense.
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@mui/material/Box',
							message:
								"Import Box from src/components/light/Box: MUI's props, styles written once a page.",
						},
						{
							name: '@mui/material/Link',
							message:
								"Import Link from src/components/light/Link: MUI's props, styles written once a page.",
						},
						{
							name: '@mui/material/Typography',
							message:
								"Import Typography from src/components/light/Typography: MUI's props, styles written once a page.",
						},
						{
							name: 'react',
							importNames: [ 'Suspense', 'lazy' ],
							message:
								'Use lazyNamed and Deferred (src/components/OnceOpened.tsx): React holds content that comes after a Suspense fallback back for 300 ms.',
						},
					],
				},
			],
			'no-restricted-syntax': [
				'error',
				{
					selector: `${ untranslatedProp } > Literal[value=/[A-Za-z]/]`,
					message:
						'A member reads this text: pass it through __() (text domain prism).',
				},
				{
					selector: `${ untranslatedProp } > JSXExpressionContainer > Literal[value=/[A-Za-z]/]`,
					message:
						'A member reads this text: pass it through __() (text domain prism).',
				},
				{
					selector: `${ untranslatedProp } > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
					message:
						'A member reads this text: build it with sprintf( __() ) (text domain prism), not a template literal.',
				},
			],
		},
	},
	{
		// The light components themselves wrap MUI's.
		files: [ 'src/components/light/*.tsx' ],
		rules: { 'no-restricted-imports': 'off' },
	},
];
