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
	public const MAX_LINK = Text::MAX_LINK;

	/** Most resources one member keeps: a reading list, not a store (spec section 9 limits; docs/resources.md). */
	public const MAX_PER_MEMBER = 500;

}
