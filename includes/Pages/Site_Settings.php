<?php
/**
 * The site-wide settings a site admin sets on Settings › PRISM, registered with the Settings API on every request
 * (so a value is checked however it is saved: the screen, WP-CLI, REST), each with the sanitize callback that refuses
 * what it cannot use and keeps the earlier value, and what a change sets in motion:
 *
 * - the page of each view (View_Pages; links and the contact pages' rewrite rules follow, Rewrites flushes),
 * - the country national phone numbers are read in (the contacts' match keys are listed again, in a site job),
 * - the hour of the daily email (its WP-Cron event moves) and whether new members start with it on,
 * - whether the site offers calendar feeds,
 * - who may edit the networking and mentoring series (the capability prism_edit_series, granted to roles),
 * - the CardDAV server of the iCloud import, and whether uninstalling deletes members' data.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Admin\Series_Admin;
use Prism\Data\Job_Repository;
use Prism\Domain\Contact_Identity;
use Prism\Import\Carddav_Client;
use Prism\Jobs\Contact_Keys_Job;
use Prism\Reminders\Digest_Schedule;
use Prism\Reminders\Reminder_Settings;
use Prism\Site\View_Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Site settings: registration, sanitizing, effects.
 */
final class Site_Settings {

	/** The Settings API group (settings_fields()) and the screen's page slug (do_settings_sections()). */
	public const GROUP = 'prism';

	/** Option: whether uninstalling deletes every member's data (read by uninstall.php). */
	public const UNINSTALL_OPTION = 'prism_delete_data_on_uninstall';

	/** Option: who may edit the series, one of the SERIES_EDITORS keys. */
	public const SERIES_EDITORS_OPTION = 'prism_series_editors';

	/** The choices for who edits the series => the roles that get the capability. */
	public const SERIES_EDITORS = array(
		'administrators' => array( 'administrator' ),
		'editors'        => array( 'administrator', 'editor' ),
	);

	/**
	 * Registers every setting with its type, default and sanitize callback (action `init`).
	 */
	public static function register(): void {
		$settings = array(
			View_Pages::OPTION                          => array(
				'type'              => 'object',
				'default'           => array(),
				'sanitize_callback' => array( self::class, 'sanitize_view_pages' ),
			),
			Contact_Identity::REGION_OPTION             => array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => array( self::class, 'sanitize_region' ),
			),
			Digest_Schedule::HOUR_OPTION                => array(
				'type'              => 'integer',
				'default'           => Digest_Schedule::DEFAULT_HOUR,
				'sanitize_callback' => array( self::class, 'sanitize_hour' ),
			),
			Reminder_Settings::NEW_MEMBER_DIGEST_OPTION => array(
				'type'              => 'boolean',
				'default'           => true,
				'sanitize_callback' => array( self::class, 'sanitize_switch' ),
			),
			Reminder_Settings::FEED_OPTION              => array(
				'type'              => 'boolean',
				'default'           => true,
				'sanitize_callback' => array( self::class, 'sanitize_switch' ),
			),
			self::SERIES_EDITORS_OPTION                 => array(
				'type'              => 'string',
				'default'           => 'administrators',
				'sanitize_callback' => array( self::class, 'sanitize_series_editors' ),
			),
			Carddav_Client::OPTION                      => array(
				'type'              => 'string',
				'default'           => Carddav_Client::DEFAULT_URL,
				'sanitize_callback' => array( Carddav_Client::class, 'sanitize_server_url' ),
			),
			self::UNINSTALL_OPTION                      => array(
				'type'              => 'boolean',
				'default'           => false,
				'sanitize_callback' => 'rest_sanitize_boolean',
			),
		);
		foreach ( $settings as $option => $args ) {
			register_setting( self::GROUP, $option, $args );
		}
	}

	// --- sanitize callbacks ------------------------------------------------------------------------------------

	/**
	 * The views' names (Site\View_Pages::VIEWS) as the settings screen shows them.
	 *
	 * @return array<string, string>
	 */
	public static function view_labels(): array {
		return array(
			'dashboard'                 => __( 'Dashboard', 'prism' ),
			'contacts'                  => __( 'Contact list', 'prism' ),
			'contact-detail'            => __( 'Contact detail', 'prism' ),
			'contact-detail-networking' => __( 'A contact’s networking process', 'prism' ),
			'contact-detail-mentoring'  => __( 'A contact’s mentoring', 'prism' ),
			'merge'                     => __( 'Merge contacts (duplicates)', 'prism' ),
			'notifications'             => __( 'Notifications (calendar, feed, daily email)', 'prism' ),
			'networking'                => __( 'Networking series', 'prism' ),
			'resources'                 => __( 'Resources', 'prism' ),
			'articles'                  => __( 'Saved articles', 'prism' ),
			'mentoring'                 => __( 'Mentoring', 'prism' ),
			'help'                      => __( 'Help', 'prism' ),
			'google-authentication'     => __( 'Help with exporting from Google', 'prism' ),
		);
	}

	/**
	 * Sanitize callback of the option View_Pages::OPTION (Settings API): view => page id, each a published page. A view
	 * left at '0' has no choice (its page is the one at its path). A value that is not a published page is refused with
	 * a message and the view keeps its earlier choice; a chosen page without the view's shortcode is kept, with a
	 * warning.
	 *
	 * @param mixed $value Posted value.
	 * @return array<string, int>
	 */
	public static function sanitize_view_pages( $value ): array {
		$before = View_Pages::choices();
		if ( ! is_array( $value ) ) {
			self::notice( 'prism_view_pages', __( 'The pages were not saved: the form sent something unexpected.', 'prism' ) );
			return $before;
		}
		$labels = self::view_labels();
		$clean  = array();
		foreach ( array_keys( View_Pages::VIEWS ) as $view ) {
			$raw = $value[ $view ] ?? 0;
			$id  = is_scalar( $raw ) && preg_match( '/^\d+$/D', (string) $raw ) ? (int) $raw : -1;
			if ( 0 === $id ) {
				continue;
			}
			$page = $id > 0 ? get_post( $id ) : null;
			if ( ! View_Pages::is_published_page( $page ) ) {
				self::notice(
					'prism_view_pages_' . $view,
					/* translators: %s: a PRISM view, e.g. Contact list. */
					sprintf( __( '%s: the page chosen is not a published page, so the earlier choice is kept.', 'prism' ), $labels[ $view ] )
				);
				if ( isset( $before[ $view ] ) ) {
					$clean[ $view ] = $before[ $view ];
				}
				continue;
			}
			$clean[ $view ] = $page->ID;
			if ( ! View_Pages::holds_view( $view, $page ) ) {
				self::notice(
					'prism_view_pages_' . $view,
					sprintf(
						/* translators: 1: a PRISM view, e.g. Contact list; 2: a page title; 3: a shortcode, e.g. [prism_contacts]. */
						__( '%1$s: the page “%2$s” does not hold %3$s, so members will not see this view there until it is added to the page.', 'prism' ),
						$labels[ $view ],
						get_the_title( $page ),
						'[' . View_Pages::VIEWS[ $view ]['tag'] . ']'
					),
					'warning'
				);
			}
		}
		return $clean;
	}

	/**
	 * The phone region: '' (from the site language) or a two-letter region libphonenumber knows; anything else is
	 * refused and the earlier value kept.
	 *
	 * @param mixed $value Posted value.
	 */
	public static function sanitize_region( $value ): string {
		$region = is_string( $value ) ? strtoupper( trim( $value ) ) : null;
		if ( '' === $region || ( null !== $region && in_array( $region, self::regions(), true ) ) ) {
			return $region;
		}
		self::notice( Contact_Identity::REGION_OPTION, __( 'That country is not one PRISM can read phone numbers for, so the earlier choice is kept.', 'prism' ) );
		return self::stored_region();
	}

	/**
	 * The hour of the daily email: a whole number from 0 to 23; anything else is refused and the earlier hour kept.
	 *
	 * @param mixed $value Posted value.
	 */
	public static function sanitize_hour( $value ): int {
		if ( is_int( $value ) || ( is_string( $value ) && preg_match( '/^\d{1,2}$/D', trim( $value ) ) ) ) {
			$hour = (int) $value;
			if ( $hour >= 0 && $hour <= 23 ) {
				return $hour;
			}
		}
		self::notice( Digest_Schedule::HOUR_OPTION, __( 'The hour of the daily email must be a whole hour from 0:00 to 23:00, so the earlier hour is kept.', 'prism' ) );
		return Digest_Schedule::chosen_hour();
	}

	/**
	 * An on/off switch: a checkbox sends '1' when ticked and nothing when not (null: off).
	 *
	 * @param mixed $value Posted value.
	 */
	public static function sanitize_switch( $value ): bool {
		return is_scalar( $value ) && rest_sanitize_boolean( $value );
	}

	/**
	 * Who edits the series: a key of SERIES_EDITORS; anything else is refused and the earlier choice kept.
	 *
	 * @param mixed $value Posted value.
	 */
	public static function sanitize_series_editors( $value ): string {
		if ( is_string( $value ) && isset( self::SERIES_EDITORS[ $value ] ) ) {
			return $value;
		}
		self::notice( self::SERIES_EDITORS_OPTION, __( 'Choose who may edit the series from the list; the earlier choice is kept.', 'prism' ) );
		return self::series_editors();
	}

	// --- reading -------------------------------------------------------------------------------------------------

	/**
	 * The region stored on Settings › PRISM ('' when the site language decides).
	 */
	public static function stored_region(): string {
		$stored = get_option( Contact_Identity::REGION_OPTION, '' );
		return is_string( $stored ) && in_array( $stored, self::regions(), true ) ? $stored : '';
	}

	/**
	 * Every region libphonenumber reads numbers of (two-letter codes, ISO 3166-1 alpha-2 and a few of its own such as
	 * AC, Ascension Island), sorted.
	 *
	 * @return string[]
	 */
	public static function regions(): array {
		$regions = \libphonenumber\PhoneNumberUtil::getInstance()->getSupportedRegions();
		$regions = array_values( array_filter( array_map( 'strval', $regions ), static fn( string $code ): bool => 1 === preg_match( '/^[A-Z]{2}$/D', $code ) ) );
		sort( $regions );
		return $regions;
	}

	/**
	 * A region's name in the admin's language (PHP intl), or its code where intl is missing or knows no name.
	 *
	 * @param string $code Two-letter code.
	 */
	public static function region_name( string $code ): string {
		if ( class_exists( \Locale::class ) ) {
			$name = \Locale::getDisplayRegion( '-' . $code, get_user_locale() );
			if ( is_string( $name ) && '' !== $name && $name !== $code ) {
				return $name;
			}
		}
		return $code;
	}

	/**
	 * Who edits the series now (a key of SERIES_EDITORS).
	 */
	public static function series_editors(): string {
		$stored = get_option( self::SERIES_EDITORS_OPTION, 'administrators' );
		return is_string( $stored ) && isset( self::SERIES_EDITORS[ $stored ] ) ? $stored : 'administrators';
	}

	// --- effects of a change -----------------------------------------------------------------------------------

	/**
	 * Actions `add_option_` / `update_option_prism_series_editors`: the capability to edit the series goes to the
	 * chosen roles and is taken from the others.
	 */
	public static function series_editors_changed(): void {
		$granted = self::SERIES_EDITORS[ self::series_editors() ];
		$all     = array_unique( array_merge( ...array_values( self::SERIES_EDITORS ) ) );
		foreach ( $all as $name ) {
			$role = get_role( $name );
			if ( ! $role ) {
				continue;
			}
			if ( in_array( $name, $granted, true ) ) {
				$role->add_cap( Series_Admin::CAPABILITY );
			} else {
				$role->remove_cap( Series_Admin::CAPABILITY );
			}
		}
	}

	/**
	 * Filter `user_has_cap`: whoever can manage the site's options may edit the series, whatever the roles hold (an
	 * administrator on a site that never saved this setting, a super admin), so no one can lock the site's admins out.
	 *
	 * @param array<string, bool> $allcaps The user's capabilities.
	 * @return array<string, bool>
	 */
	public static function grant_series_editing( $allcaps ): array {
		$allcaps = (array) $allcaps;
		if ( ! empty( $allcaps['manage_options'] ) ) {
			$allcaps[ Series_Admin::CAPABILITY ] = true;
		}
		return $allcaps;
	}

	/**
	 * Actions `add_option_` / `update_option_prism_phone_region`: numbers without a country code now read
	 * differently, so every contact's match keys (import matching, duplicate detection) are listed again by the site's
	 * keys job. Until it is done, an import lists its own member's keys first (Import_Job), so nothing is missed.
	 */
	public static function region_changed(): void {
		( new Job_Repository() )->forget( 0, Contact_Keys_Job::TYPE );
		\Prism\Data\Contact_Keys::clear();
		Contact_Keys_Job::enqueue();
	}

	/**
	 * Actions `add_option_` / `update_option_prism_digest_hour`: the daily email's next run moves to the new hour.
	 */
	public static function hour_changed(): void {
		Digest_Schedule::reschedule();
	}

	/**
	 * A message for the settings screen (shown after the save's redirect), once per code however often the sanitize
	 * callback runs (WordPress runs it twice when an option is first added). Outside wp-admin there is no screen to
	 * show it on, and nothing is added.
	 *
	 * @param string $code    Setting or field the message is about.
	 * @param string $message Readable message.
	 * @param string $type    'error', 'warning', 'success' or 'info'.
	 */
	public static function notice( string $code, string $message, string $type = 'error' ): void {
		if ( ! function_exists( 'add_settings_error' ) || ! function_exists( 'get_settings_errors' ) ) {
			return;
		}
		foreach ( get_settings_errors() as $error ) {
			if ( $error['code'] === $code && $error['message'] === $message ) {
				return;
			}
		}
		add_settings_error( self::GROUP, $code, $message, $type );
	}
}
