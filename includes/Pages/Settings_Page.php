<?php
/**
 * Settings › PRISM, for site admins: the status of PRISM's background work, then the site's settings through the
 * Settings API (one form posted to options.php; what each setting accepts and what a change sets in motion is in
 * Site_Settings and Site\View_Pages):
 *
 * - Pages: which page holds which view;
 * - Phone numbers: the country national numbers are read in;
 * - Reminders: the hour of the daily email, whether new members get it, whether the site offers calendar feeds;
 * - Series editors: administrators only, or editors too;
 * - iCloud import: the CardDAV server;
 * - Uninstalling: whether deleting PRISM deletes members' data.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Domain\Contact_Identity;
use Prism\Import\Carddav_Client;
use Prism\Reminders\Digest_Schedule;
use Prism\Reminders\Reminder_Settings;
use Prism\Site\View_Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Admin settings screen.
 */
final class Settings_Page {

	/** The screen's slug (options-general.php?page=prism). */
	public const SLUG = 'prism';

	/**
	 * Adds the screen under Settings.
	 */
	public static function add_menu(): void {
		add_options_page( __( 'PRISM', 'prism' ), __( 'PRISM', 'prism' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * Filter `plugin_action_links_prism/prism-plugin.php`: a Settings link first in PRISM's row on the Plugins screen,
	 * for those who may open it.
	 *
	 * @param array<string, string>|mixed $links The row's links.
	 * @return array<string, string>|mixed
	 */
	public static function action_links( $links ) {
		if ( ! is_array( $links ) || ! current_user_can( 'manage_options' ) ) {
			return $links;
		}
		return array( 'settings' => '<a href="' . esc_url( self::url() ) . '">' . esc_html__( 'Settings', 'prism' ) . '</a>' ) + $links;
	}

	/**
	 * The screen's URL.
	 */
	public static function url(): string {
		return admin_url( 'options-general.php?page=' . self::SLUG );
	}

	/**
	 * The screen's small stylesheet, on this screen only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		if ( 'settings_page_' . self::SLUG === $hook_suffix ) {
			wp_enqueue_style( 'prism-settings', PRISM_URL . 'assets/admin/settings.css', array(), PRISM_VERSION );
		}
	}

	/**
	 * Sections and fields of the screen (action `admin_init`; the settings themselves are registered on `init`,
	 * Site_Settings::register()).
	 */
	public static function register_setting(): void {
		$page = Site_Settings::GROUP;

		add_settings_section( 'prism_pages', __( 'Pages', 'prism' ), array( self::class, 'pages_intro' ), $page );
		foreach ( Site_Settings::view_labels() as $view => $label ) {
			add_settings_field(
				'prism-page-' . $view,
				$label,
				array( self::class, 'page_field' ),
				$page,
				'prism_pages',
				array(
					'label_for' => 'prism-page-' . $view,
					'view'      => $view,
				)
			);
		}

		add_settings_section( 'prism_phone', __( 'Phone numbers', 'prism' ), '__return_null', $page );
		add_settings_field( 'prism-phone-region', __( 'Country of national numbers', 'prism' ), array( self::class, 'region_field' ), $page, 'prism_phone', array( 'label_for' => 'prism-phone-region' ) );

		add_settings_section( 'prism_reminders', __( 'Reminders', 'prism' ), '__return_null', $page );
		add_settings_field( 'prism-digest-hour', __( 'Daily reminder email goes out at', 'prism' ), array( self::class, 'hour_field' ), $page, 'prism_reminders', array( 'label_for' => 'prism-digest-hour' ) );
		add_settings_field( 'prism-digest-new-members', __( 'New members', 'prism' ), array( self::class, 'new_members_field' ), $page, 'prism_reminders', array( 'label_for' => 'prism-digest-new-members' ) );
		add_settings_field( 'prism-calendar-feed', __( 'Calendar feeds', 'prism' ), array( self::class, 'feed_field' ), $page, 'prism_reminders', array( 'label_for' => 'prism-calendar-feed' ) );

		add_settings_section( 'prism_series', __( 'Networking and mentoring series', 'prism' ), '__return_null', $page );
		add_settings_field( 'prism-series-editors', __( 'Who may edit the series', 'prism' ), array( self::class, 'series_editors_field' ), $page, 'prism_series' );

		add_settings_section( 'prism_import', __( 'iCloud import', 'prism' ), '__return_null', $page );
		add_settings_field( 'prism-carddav-url', __( 'Address book server (CardDAV)', 'prism' ), array( self::class, 'carddav_field' ), $page, 'prism_import', array( 'label_for' => 'prism-carddav-url' ) );

		add_settings_section( 'prism_uninstall', __( 'Uninstalling', 'prism' ), '__return_null', $page );
		add_settings_field( 'prism-delete-data', __( 'Data removal', 'prism' ), array( self::class, 'uninstall_field' ), $page, 'prism_uninstall', array( 'label_for' => 'prism-delete-data' ) );
	}

	/**
	 * The screen.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		?>
		<div class="wrap prism-settings">
			<h1><?php esc_html_e( 'PRISM', 'prism' ); ?></h1>
			<?php Site_Status::render(); ?>
			<form method="post" action="options.php">
				<?php
				settings_fields( Site_Settings::GROUP );
				do_settings_sections( Site_Settings::GROUP );
				submit_button();
				?>
			</form>
		</div>
		<?php
	}

	// --- Pages ---------------------------------------------------------------------------------------------------

	/**
	 * What the Pages section is about.
	 */
	public static function pages_intro(): void {
		?>
		<p><?php esc_html_e( 'Each PRISM view is shown on one page of this site. Choose another page to move a view there: the links between views follow, and so do contact addresses such as /prism/contact-detail/ann/12/. The page must hold the view’s shortcode or block.', 'prism' ); ?></p>
		<?php
	}

	/**
	 * A view's page dropdown, with the current page selected, what it must hold and a link to it.
	 *
	 * @param array{view: string, label_for: string} $args Field arguments.
	 */
	public static function page_field( array $args ): void {
		$view     = $args['view'];
		$spec     = View_Pages::VIEWS[ $view ];
		$current  = View_Pages::current( $view );
		$describe = 'prism-page-' . $view . '-about';
		// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- 'echo' => 0: returned, and printed below.
		$select = (string) wp_dropdown_pages(
			array(
				'name'              => View_Pages::OPTION . '[' . $view . ']',
				'id'                => $args['label_for'],
				'selected'          => $current ? $current->ID : 0,
				/* translators: %s: a page address, e.g. /prism/contact/. */
				'show_option_none'  => sprintf( __( '— PRISM’s own: the page at %s —', 'prism' ), '/' . $spec['path'] . '/' ),
				'option_none_value' => '0',
				'class'             => 'prism-settings__page',
				'echo'              => 0,
			)
		);
		// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
		// wp_dropdown_pages() escapes what it prints; only the description's id is added to its <select>.
		echo str_replace( '<select ', '<select aria-describedby="' . esc_attr( $describe ) . '" ', $select ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by wp_dropdown_pages() and esc_attr().
		?>
		<p class="description" id="<?php echo esc_attr( $describe ); ?>">
			<?php
			if ( '' !== $spec['tag'] ) {
				echo esc_html(
					/* translators: %s: a shortcode, e.g. [prism_contacts]. */
					sprintf( __( 'Holds %s.', 'prism' ), '[' . $spec['tag'] . ']' )
				) . ' ';
			}
			if ( $current ) {
				printf( '<a href="%1$s">%2$s</a>', esc_url( (string) get_permalink( $current ) ), esc_html__( 'View the page', 'prism' ) );
			}
			?>
		</p>
		<?php
		if ( ! $current ) {
			self::warning( __( 'No page shows this view: choose one.', 'prism' ) );
		} elseif ( ! View_Pages::holds_view( $view, $current ) ) {
			self::warning(
				sprintf(
					/* translators: 1: a page title; 2: a shortcode, e.g. [prism_contacts]. */
					__( 'The page “%1$s” does not hold %2$s: members will not see this view there until it is added.', 'prism' ),
					get_the_title( $current ),
					'[' . $spec['tag'] . ']'
				)
			);
		}
	}

	// --- Phone numbers -----------------------------------------------------------------------------------------

	/**
	 * The country select.
	 */
	public static function region_field(): void {
		$stored   = Site_Settings::stored_region();
		$language = Contact_Identity::language_region();
		$regions  = array();
		foreach ( Site_Settings::regions() as $code ) {
			$regions[ $code ] = Site_Settings::region_name( $code );
		}
		if ( class_exists( \Collator::class ) ) {
			( new \Collator( get_user_locale() ) )->asort( $regions );
		} else {
			natcasesort( $regions );
		}
		?>
		<select id="prism-phone-region" name="<?php echo esc_attr( Contact_Identity::REGION_OPTION ); ?>" aria-describedby="prism-phone-region-about">
			<option value="" <?php selected( '', $stored ); ?>>
				<?php
				/* translators: %s: a country name. */
				echo esc_html( sprintf( __( 'From the site language (%s)', 'prism' ), Site_Settings::region_name( $language ) ) );
				?>
			</option>
			<?php foreach ( $regions as $code => $name ) : ?>
				<option value="<?php echo esc_attr( $code ); ?>" <?php selected( $code, $stored ); ?>><?php echo esc_html( $name . ' (' . $code . ')' ); ?></option>
			<?php endforeach; ?>
		</select>
		<p class="description" id="prism-phone-region-about"><?php esc_html_e( 'A phone number typed without its country code (such as 020 7946 0123) is read as a number of this country when imports match contacts and when duplicates are found. After a change, every contact’s numbers are read again in the background.', 'prism' ); ?></p>
		<?php
		$effective = Contact_Identity::default_region();
		$chosen    = '' !== $stored ? $stored : $language;
		if ( has_filter( 'prism_phone_region' ) && $chosen !== $effective ) {
			self::warning(
				/* translators: %s: a country name. */
				sprintf( __( 'Code on this site (the filter prism_phone_region) sets the country to %s, which wins over this choice.', 'prism' ), Site_Settings::region_name( $effective ) )
			);
		}
	}

	// --- Reminders ------------------------------------------------------------------------------------------------

	/**
	 * The hour select, in the site's time format.
	 */
	public static function hour_field(): void {
		$chosen = Digest_Schedule::chosen_hour();
		$today  = new \DateTimeImmutable( 'today', wp_timezone() );
		?>
		<select id="prism-digest-hour" name="<?php echo esc_attr( Digest_Schedule::HOUR_OPTION ); ?>" aria-describedby="prism-digest-hour-about">
			<?php for ( $hour = 0; $hour < 24; $hour++ ) : ?>
				<option value="<?php echo esc_attr( (string) $hour ); ?>" <?php selected( $hour, $chosen ); ?>><?php echo esc_html( wp_date( (string) get_option( 'time_format' ), $today->setTime( $hour, 0 )->getTimestamp() ) ); ?></option>
			<?php endfor; ?>
		</select>
		<p class="description" id="prism-digest-hour-about">
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: the site's time zone, e.g. Europe/London or UTC+1. */
					__( 'In the site’s time zone (%s). Each member with something due gets one email a day; changing the hour never sends a day’s email twice.', 'prism' ),
					wp_timezone_string()
				)
			);
			?>
		</p>
		<?php
		if ( Digest_Schedule::hour() !== $chosen ) {
			self::warning(
				sprintf(
					/* translators: %s: a time of day. */
					__( 'Code on this site (the filter prism_digest_hour) sets the hour to %s, which wins over this choice.', 'prism' ),
					wp_date( (string) get_option( 'time_format' ), $today->setTime( Digest_Schedule::hour(), 0 )->getTimestamp() )
				)
			);
		}
	}

	/**
	 * Whether new members start with the daily email on.
	 */
	public static function new_members_field(): void {
		self::checkbox(
			'prism-digest-new-members',
			Reminder_Settings::NEW_MEMBER_DIGEST_OPTION,
			Reminder_Settings::new_members_get_digest(),
			__( 'New members get the daily reminder email', 'prism' ),
			__( 'Applies to accounts created from now on; members who already have an account keep their setting. Every member can switch the email on or off on their Notifications page, and their choice wins.', 'prism' )
		);
	}

	/**
	 * Whether the site offers calendar feeds.
	 */
	public static function feed_field(): void {
		self::checkbox(
			'prism-calendar-feed',
			Reminder_Settings::FEED_OPTION,
			Reminder_Settings::feed_enabled(),
			__( 'Members may subscribe to a private calendar feed of their events and follow-ups', 'prism' ),
			__( 'Off: every feed address answers “not found” and the Notifications page says feeds are turned off. Members’ feed addresses are kept, and work again when feeds are turned back on.', 'prism' )
		);
	}

	// --- Series editors --------------------------------------------------------------------------------------------

	/**
	 * Who may edit the series: a radio group.
	 */
	public static function series_editors_field(): void {
		$chosen  = Site_Settings::series_editors();
		$choices = array(
			'administrators' => __( 'Administrators only', 'prism' ),
			'editors'        => __( 'Administrators and editors', 'prism' ),
		);
		?>
		<fieldset aria-describedby="prism-series-editors-about">
			<legend class="screen-reader-text"><?php esc_html_e( 'Who may edit the series', 'prism' ); ?></legend>
			<?php foreach ( $choices as $value => $label ) : ?>
				<label>
					<input type="radio" name="<?php echo esc_attr( Site_Settings::SERIES_EDITORS_OPTION ); ?>" value="<?php echo esc_attr( $value ); ?>" <?php checked( $value, $chosen ); ?> />
					<?php echo esc_html( $label ); ?>
				</label><br />
			<?php endforeach; ?>
		</fieldset>
		<p class="description" id="prism-series-editors-about"><?php esc_html_e( 'They see PRISM › Networking series and PRISM › Mentoring series in wp-admin (the capability prism_edit_series). These settings stay with administrators.', 'prism' ); ?></p>
		<?php
	}

	// --- iCloud import and uninstalling -------------------------------------------------------------------------

	/**
	 * The CardDAV server address.
	 */
	public static function carddav_field(): void {
		?>
		<input type="url" class="regular-text code" id="prism-carddav-url" name="<?php echo esc_attr( Carddav_Client::OPTION ); ?>" value="<?php echo esc_attr( (string) get_option( Carddav_Client::OPTION, Carddav_Client::DEFAULT_URL ) ); ?>" aria-describedby="prism-carddav-url-about" />
		<p class="description" id="prism-carddav-url-about"><?php esc_html_e( 'iCloud\'s is https://contacts.icloud.com/. Members sign in to it with their Apple ID email and an app-specific password, used for that import only and never stored.', 'prism' ); ?></p>
		<?php
	}

	/**
	 * Whether uninstalling deletes members' data.
	 */
	public static function uninstall_field(): void {
		self::checkbox(
			'prism-delete-data',
			Site_Settings::UNINSTALL_OPTION,
			(bool) get_option( Site_Settings::UNINSTALL_OPTION ),
			__( 'When PRISM is deleted, also delete every member\'s contacts, notes and other PRISM data, and PRISM\'s pages.', 'prism' ),
			__( 'Off by default: deleting the plugin keeps members\' data so that reinstalling brings it back.', 'prism' )
		);
	}

	// --- helpers -----------------------------------------------------------------------------------------------------

	/**
	 * A checkbox with its label and description.
	 *
	 * @param string $id          Element id (the field's label_for).
	 * @param string $option      Option name.
	 * @param bool   $on          Whether it is ticked.
	 * @param string $label       What ticking it means.
	 * @param string $description More about it.
	 */
	private static function checkbox( string $id, string $option, bool $on, string $label, string $description ): void {
		?>
		<label>
			<input type="checkbox" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $option ); ?>" value="1" <?php checked( $on ); ?> aria-describedby="<?php echo esc_attr( $id . '-about' ); ?>" />
			<?php echo esc_html( $label ); ?>
		</label>
		<p class="description" id="<?php echo esc_attr( $id . '-about' ); ?>"><?php echo esc_html( $description ); ?></p>
		<?php
	}

	/**
	 * A warning under a field.
	 *
	 * @param string $message Text.
	 */
	private static function warning( string $message ): void {
		?>
		<div class="notice notice-warning inline prism-settings__warning"><p><?php echo esc_html( $message ); ?></p></div>
		<?php
	}
}
