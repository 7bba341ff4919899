/**
 * The part of stylis 4 (the CSS preprocessor inside Emotion) that src/components/styleCache.ts uses; the package
 * ships no types.
 */
declare module 'stylis' {
	export interface Element {
		type: string;
		value: string;
		props: string[] | string;
		children: Element[] | string;
		parent: Element | null;
		root: Element | null;
		line: number;
		column: number;
		length: number;
		return: string;
	}
	export type Middleware = (
		element: Element,
		index: number,
		children: Element[],
		callback: Middleware
	) => string | void;
	export const RULESET: string;
	export const prefixer: Middleware;
}
