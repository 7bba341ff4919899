<?php
/**
 * What a member's resource (a saved link with a description) may hold. The spec (sections 4 and 9) gives the
 * description 100 characters; PRISM makes that limit firm on the server, so what the counter in the Add Resource
 * dialog allows is what is stored. The link is an http(s) web address, checked and kept as typed (an address typed
 * without a scheme gets https:// in front, as contact websites do).
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Pure rules for resources.
 */
final class Resource_Rules {

	/** Longest description, in characters (spec section 9). */
	public const MAX_DESCRIPTION = 100;

	/** Longest link, in characters: longer than any address a browser bar shows, short of abuse. */
	public const MAX_LINK = 2000;

	/** Most resources one member keeps: a reading list, not a store (spec section 9 limits; docs/resources.md). */
	public const MAX_PER_MEMBER = 500;

	/**
	 * Why a typed link cannot be saved, or null when it can.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function link_problem( $value ): ?string {
		$problem = Text::problem( $value, self::MAX_LINK, true );
		if ( null !== $problem ) {
			return $problem;
		}
		return Text::web_address_problem( Text::clean( (string) $value ) );
	}

	/**
	 * The link as stored: the cleaned, valid value, with https:// in front when it was typed without a scheme.
	 *
	 * @param string $link Value that passed link_problem().
	 */
	public static function stored_link( string $link ): string {
		return Text::with_scheme( Text::clean( $link ) );
	}
}
