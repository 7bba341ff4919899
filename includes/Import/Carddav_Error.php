<?php
/**
 * Why a CardDAV pull failed, as a sentence for the member. It never holds the password.
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

/**
 * A failed address book pull.
 */
final class Carddav_Error extends \RuntimeException {
}
