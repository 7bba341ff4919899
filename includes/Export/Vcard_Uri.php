<?php
/**
 * A web address in a vCard 3.0 card, written as RFC 2426 has it: a uri value is not text, so nothing in it is
 * escaped. sabre/vobject escapes its commas on writing (`?a=1\,2`) but leaves them escaped on reading, so an address
 * with a comma would come back changed, in PRISM's importer and in other address books alike.
 *
 * @package Prism
 */

namespace Prism\Export;

use Sabre\VObject\Property\Uri;

defined( 'ABSPATH' ) || exit;

/**
 * An unescaped URL property.
 */
final class Vcard_Uri extends Uri {

	/**
	 * The address exactly as stored.
	 *
	 * @return string
	 */
	public function getRawMimeDirValue() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- sabre/vobject's method.
		return (string) ( is_array( $this->value ) ? ( $this->value[0] ?? '' ) : $this->value );
	}
}
