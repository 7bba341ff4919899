<?php
/**
 * The `wp prism` namespace: its help lists the commands under it (Plugin::boot() registers them).
 *
 * @package Prism
 */

namespace Prism\Cli;

defined( 'ABSPATH' ) || exit;

/**
 * Imports, exports and scans a PRISM member's contacts, and runs PRISM's background jobs.
 *
 * The member a command works for is WP-CLI's global --user (a login, id or email); the commands run the member's own import, export and duplicate code, so they see and change only that member's contacts.
 *
 * ## EXAMPLES
 *
 *     $ wp prism import contacts.csv --user=alex
 *     $ wp prism export --user=alex --format=vcard --file=alex.vcf
 *     $ wp prism duplicates scan --user=alex
 *     $ wp prism jobs run
 */
final class Prism_Namespace extends \WP_CLI\Dispatcher\CommandNamespace {
}
