<?php
/**
 * Reminders that reach the member outside the site: the private calendar feed (its URL, a new secret, and the
 * feed itself, which a calendar app reads without logging in) and the daily reminder email (on or off, and a test
 * email now).
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Libraries;
use Prism\Reminders\Calendar_Feed;
use Prism\Reminders\Digest_Mail;
use Prism\Reminders\Digest_Schedule;
use Prism\Reminders\Reminder_Settings;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Reminders controller.
 */
final class Reminders_Controller extends Base_Controller {

	use Dated_Routes;

	/** The feed's route, below the namespace. */
	private const FEED_ROUTE = '/calendar-feed/(?P<member>\d+)/(?P<secret>[A-Za-z0-9_-]{43})\.ics';

	/** User meta key of when the member last asked for a test email (Unix time). */
	public const LAST_TEST = 'prism_digest_last_test';

	/** Seconds between two test emails. */
	private const TEST_EVERY = 60;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$member = array( 'wordpressId' => self::wordpress_id_arg() );
		$this->route( '/ical-feed/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_feed_url', $member );
		$this->route( '/ical-feed', WP_REST_Server::CREATABLE, 'renew_feed_url', $member );
		$this->route( '/reminder-email/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_email_settings', $member );
		$this->route(
			'/reminder-email',
			WP_REST_Server::CREATABLE,
			'set_email_settings',
			$member + array(
				'enabled' => array(
					'description' => __( 'Whether the daily reminder email is sent.', 'prism' ),
					'type'        => 'boolean',
					'required'    => true,
				),
			)
		);
		$this->route( '/reminder-email-test', WP_REST_Server::CREATABLE, 'send_test_email', $member );
		if ( ! Reminder_Settings::feed_enabled() ) {
			// Switched off for the site (Settings › PRISM): without the route, every feed URL answers WordPress's own
			// rest_no_route 404, exactly as an address that never existed.
			return;
		}
		register_rest_route(
			$this->namespace,
			self::FEED_ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => fn( WP_REST_Request $request ) => $this->answer( 'get_feed', $request ),
				// The feed is read by calendar apps, which cannot log in: its secret URL is the permission.
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * GET ical-feed/{wordpressId}: the member's feed URL (made on first use) and `enabled: true`; when the site has
	 * switched feeds off, `{ url: '', enabled: false }` (the page says so).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_feed_url( WP_REST_Request $request ) {
		unset( $request );
		if ( ! Reminder_Settings::feed_enabled() ) {
			return rest_ensure_response( self::feed_off() );
		}
		return rest_ensure_response(
			array(
				'url'     => self::feed_url( $this->owner(), Reminder_Settings::feed_secret( $this->owner() ) ),
				'enabled' => true,
			)
		);
	}

	/**
	 * POST ical-feed: a new secret; the old URL answers 404 from now on. Refused (403 prism_feed_off) while the site
	 * has switched feeds off.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function renew_feed_url( WP_REST_Request $request ) {
		unset( $request );
		if ( ! Reminder_Settings::feed_enabled() ) {
			return new WP_Error( 'prism_feed_off', self::feed_off()['message'], array( 'status' => 403 ) );
		}
		return rest_ensure_response(
			array(
				'url'     => self::feed_url( $this->owner(), Reminder_Settings::new_feed_secret( $this->owner() ) ),
				'enabled' => true,
			)
		);
	}

	/**
	 * The answer about a feed the site has switched off.
	 *
	 * @return array{url: string, enabled: bool, message: string}
	 */
	private static function feed_off(): array {
		return array(
			'url'     => '',
			'enabled' => false,
			'message' => __( 'This site has turned calendar feeds off, so your PRISM events and follow-ups cannot be shown in a calendar app. Ask the site’s administrator if you need it.', 'prism' ),
		);
	}

	/**
	 * GET calendar-feed/{member}/{secret}.ics: the feed, or WordPress's own "no route" 404 when the secret is not
	 * the member's (or the member does not exist), so a guess learns nothing.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_feed( WP_REST_Request $request ) {
		$member = (int) $request['member'];
		if ( ! get_userdata( $member ) || ! Reminder_Settings::feed_secret_matches( $member, (string) $request['secret'] ) ) {
			return new WP_Error( 'rest_no_route', __( 'No route was found matching the URL and request method.' ), array( 'status' => 404 ) ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- WordPress's own message, word for word.
		}
		$library = Libraries::vobject_problem();
		if ( null !== $library ) {
			return new WP_Error( 'prism_library_conflict', $library, array( 'status' => 503 ) );
		}
		// The feed object: serve_feed() writes it out as it is read (a large network's feed is megabytes).
		$response = new WP_REST_Response( new Calendar_Feed( $member, self::today() ) );
		$response->header( 'Content-Type', 'text/calendar; charset=utf-8' );
		$response->header( 'Content-Disposition', 'inline; filename="prism.ics"' );
		$response->header( 'Cache-Control', 'private, max-age=900' );
		$response->header( 'X-Robots-Tag', 'noindex' );
		return $response;
	}

	/**
	 * Filter `rest_pre_serve_request`: sends the feed as iCalendar text instead of JSON.
	 *
	 * @param bool  $served  Whether the request was already served.
	 * @param mixed $result  Result (a WP_HTTP_Response; other filters may hand on anything).
	 * @param mixed $request Request (a WP_REST_Request).
	 * @return bool
	 */
	public static function serve_feed( $served, $result, $request ): bool {
		if ( $served || ! $request instanceof WP_REST_Request || ! $result instanceof WP_HTTP_Response ) {
			return (bool) $served;
		}
		$feed = $result->get_data();
		if ( 200 !== $result->get_status() || ! $feed instanceof Calendar_Feed ) {
			return false;
		}
		// The feed's own Cache-Control went out with its headers. WordPress versions that send their no-cache headers
		// after this filter (6.1) would, for a member who opens the address while logged in, find the body started
		// (a PHP warning for each header) and override the feed's caching; they are switched off here.
		add_filter( 'rest_send_nocache_headers', '__return_false' );
		if ( 'HEAD' !== $request->get_method() ) {
			$feed->write(
				static function ( string $chunk ): void {
					echo $chunk; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- iCalendar text, escaped as RFC 5545 requires by sabre/vobject.
				}
			);
		}
		return true;
	}

	/**
	 * GET reminder-email/{wordpressId}: whether the daily email is on, where it goes and when.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_email_settings( WP_REST_Request $request ) {
		unset( $request );
		return rest_ensure_response( $this->email_settings() );
	}

	/**
	 * POST reminder-email: switches the daily email on or off; answers the settings.
	 *
	 * @param WP_REST_Request $request Request with enabled.
	 */
	public function set_email_settings( WP_REST_Request $request ) {
		Reminder_Settings::set_digest_enabled( $this->owner(), (bool) $request['enabled'] );
		return rest_ensure_response( $this->email_settings() );
	}

	/**
	 * POST reminder-email-test: sends today's reminder email now (once a minute at most), whether or not the daily
	 * one went out; answers { sent, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function send_test_email( WP_REST_Request $request ) {
		unset( $request );
		$member = $this->owner();
		$last   = (int) get_user_meta( $member, self::LAST_TEST, true );
		if ( $last > time() - self::TEST_EVERY ) {
			return new WP_Error( 'prism_too_soon', __( 'A test email was sent a moment ago. Please wait a minute before asking for another.', 'prism' ), array( 'status' => 429 ) );
		}
		$mail    = new Digest_Mail();
		$message = $mail->compose( $member, self::today() );
		if ( null === $message ) {
			return rest_ensure_response(
				array(
					'sent'    => false,
					'message' => __( 'Nothing is due today and nothing is overdue, so there was nothing to send.', 'prism' ),
				)
			);
		}
		update_user_meta( $member, self::LAST_TEST, time() );
		if ( ! $mail->send( $message ) ) {
			delete_user_meta( $member, self::LAST_TEST );
			return new WP_Error( 'prism_mail_failed', __( 'The site could not send the email. Please ask the site owner to check its email settings.', 'prism' ), array( 'status' => 502 ) );
		}
		return rest_ensure_response(
			array(
				'sent'    => true,
				/* translators: %s: an email address. */
				'message' => sprintf( __( 'Today\'s reminders were sent to %s.', 'prism' ), $message['to'] ),
			)
		);
	}

	/**
	 * The member's email settings.
	 *
	 * @return array{enabled: bool, email: string, hour: int}
	 */
	private function email_settings(): array {
		$user = get_userdata( $this->owner() );
		return array(
			'enabled' => Reminder_Settings::digest_enabled( $this->owner() ),
			'email'   => $user ? (string) $user->user_email : '',
			'hour'    => Digest_Schedule::hour(),
		);
	}

	/**
	 * The feed URL of a member and secret.
	 *
	 * @param int    $member Member.
	 * @param string $secret Secret.
	 */
	private static function feed_url( int $member, string $secret ): string {
		return rest_url( sprintf( 'prism/v1/calendar-feed/%d/%s.ics', $member, $secret ) );
	}
}
