/**
 * Import rules for the TypeScript under src/ (`npm run lint:deps`, a step of `npm test`): no cycles, and the
 * page bundles' code never imports a test or the test data (tests/). Run by bin/lint-deps.sh, which names the files.
 */
module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			comment: 'Two modules that import each other (types included) are one module split in two: move what both need to a third.',
			severity: 'error',
			from: {},
			to: { circular: true },
		},
		{
			name: 'no-tests-in-bundles',
			comment: 'What the pages ship imports no test and nothing under tests/.',
			severity: 'error',
			from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
			to: { path: '(^tests/|\\.test\\.tsx?$)' },
		},
	],
	options: {
		tsConfig: { fileName: 'tsconfig.json' },
		tsPreCompilationDeps: true,
		doNotFollow: { path: 'node_modules' },
		enhancedResolveOptions: { extensions: [ '.ts', '.tsx', '.js', '.json' ] },
	},
};
