/**
 * The REST payloads of the member's resources (prism/v1/resources/{wordpressId}), as the PHP controller sends them,
 * beside the page that uses them (issue 28: the client split by resource).
 */
import type { ResourceInput } from '../../domain/resources';

export type { ResourceInput };

/** A saved link with its description, as the member typed them (resources/{wordpressId}). */
export interface Resource {
	id: number;
	description: string;
	link: string;
}
