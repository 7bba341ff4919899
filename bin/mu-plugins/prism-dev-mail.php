<?php
/**
 * Plugin Name: PRISM dev mail capture
 * Description: Development and test sites only. Nothing is sent: every wp_mail() call is appended to a log file as one JSON line (PRISM_DEV_MAIL_LOG, by default wp-content/mail.log) and reported as sent.
 *
 * Copied into wp-content/mu-plugins by bin/lib/site.sh; its source is bin/mu-plugins/prism-dev-mail.php.
 *
 * @package Prism
 */

defined( 'ABSPATH' ) || exit;

/**
 * Appends the mail to the log instead of sending it.
 *
 * @param null|bool $short_circuit Null to let WordPress send the mail.
 * @param array     $atts          The wp_mail() arguments: to, subject, message, headers, attachments.
 * @return bool True: the mail counts as sent.
 */
function prism_dev_mail_capture( $short_circuit, $atts ) {
	$log   = defined( 'PRISM_DEV_MAIL_LOG' ) ? PRISM_DEV_MAIL_LOG : WP_CONTENT_DIR . '/mail.log';
	$entry = array(
		'time'        => gmdate( 'c' ),
		'to'          => (array) $atts['to'],
		'subject'     => (string) $atts['subject'],
		'message'     => (string) $atts['message'],
		'headers'     => $atts['headers'],
		'attachments' => $atts['attachments'],
	);
	// phpcs:ignore WordPress.WP.AlternativeFunctions -- a dev log, not site content.
	file_put_contents( $log, wp_json_encode( $entry ) . "\n", FILE_APPEND | LOCK_EX );
	return true;
}
add_filter( 'pre_wp_mail', 'prism_dev_mail_capture', 10, 2 );
