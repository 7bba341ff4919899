<?php
/**
 * The one place that adds PRISM's actions and filters: the whole wiring reads on one screen.
 *
 * @package Prism
 */

namespace Prism;

use Prism\Forms\Contact_Form_Handler;
use Prism\Jobs\Cron;
use Prism\Pages\Assets;
use Prism\Pages\Blocks;
use Prism\Pages\Page_Registry;
use Prism\Pages\Rewrites;
use Prism\Pages\Settings_Page;
use Prism\Reminders\Digest_Schedule;
use Prism\Schema\Installer;

defined( 'ABSPATH' ) || exit;

/**
 * Plugin wiring.
 */
final class Plugin {

	/**
	 * REST controllers, one per resource.
	 *
	 * @var string[]
	 */
	private const CONTROLLERS = array(
		Rest\Contacts_Controller::class,
		Rest\Contact_Matches_Controller::class,
		Rest\Categories_Controller::class,
		Rest\Jobs_Controller::class,
		Rest\Events_Controller::class,
		Rest\Followups_Controller::class,
		Rest\Reminders_Controller::class,
		Rest\Process_Controller::class,
		Rest\Imports_Controller::class,
		Rest\Export_Controller::class,
		Rest\Collisions_Controller::class,
		Rest\Resources_Controller::class,
		Rest\Mentoring_Controller::class,
		Rest\Articles_Controller::class,
		Rest\Timeline_Controller::class,
		Rest\Relationships_Controller::class,
		Rest\Bulk_Contacts_Controller::class,
		Rest\Photos_Controller::class,
		Rest\Backup_Controller::class,
	);

	/**
	 * Background work of the layers above Jobs (Jobs\Job_Types lists the Jobs layer's own): an import and its search
	 * lists, erasing a member's data, the daily email. Stored type name => class.
	 *
	 * @var array<string, class-string<Jobs\Job_Type>>
	 */
	private const JOB_TYPES = array(
		Reminders\Digest_Job::TYPE      => Reminders\Digest_Job::class,
		Import\Import_Job::TYPE         => Import\Import_Job::class,
		Import\Import_Grams_Job::TYPE   => Import\Import_Grams_Job::class,
		Privacy\Erase_Member_Job::TYPE  => Privacy\Erase_Member_Job::class,
		Service\Bulk_Contacts_Job::TYPE => Service\Bulk_Contacts_Job::class,
		Backup\Restore_Job::TYPE        => Backup\Restore_Job::class,
	);

	/**
	 * Adds every hook.
	 */
	public static function boot(): void {
		// SQLite: the busy timeout, WAL, and writes that wait for the write lock instead of failing (Data\Sqlite_Connection),
		// before anything of PRISM's or of the plugins after it writes.
		if ( Data\Db::is_sqlite() ) {
			add_action( 'sqlite_transaction_query_executed', array( Data\Sqlite_Connection::class, 'track_depth' ), 10, 3 );
			add_filter( 'pre_query_sqlite_db', array( Data\Sqlite_Connection::class, 'write_lock_first' ), 10, 5 );
			Data\Sqlite_Connection::configure();
		} else {
			// MySQL/MariaDB: a connection WordPress makes again in the middle of a transaction (its node stopped) does
			// not commit the rest of it statement by statement (Data\Db::on_connect).
			add_filter( 'incompatible_sql_modes', array( Data\Db::class, 'on_connect' ) );
			// On a Galera cluster, a member's next request reads what they just saved, whichever node answers it.
			Data\Db::causal_reads();
		}
		add_action( 'plugins_loaded', array( Installer::class, 'maybe_upgrade' ) );
		add_action( 'init', array( self::class, 'init' ) );
		add_filter( 'query_vars', array( Rewrites::class, 'query_vars' ) );
		add_action( 'template_redirect', array( Rewrites::class, 'redirect_contact_alias' ) );
		add_action( 'wp', array( Page_Registry::class, 'keep_emoji_as_text' ) );
		// Inside the site's theme (includes/Pages/Theme_Fit.php): pages about one contact stay out of the theme's lists
		// of pages; a page that holds a PRISM view has one h1 (PRISM's) and its content near the top.
		add_filter( 'get_pages', array( Pages\Theme_Fit::class, 'leave_out_contact_pages' ), 10, 2 );
		add_filter( 'body_class', array( Pages\Theme_Fit::class, 'body_class' ) );
		add_action( 'wp_enqueue_scripts', array( Pages\Theme_Fit::class, 'enqueue_styles' ) );
		add_filter( 'render_block_core/post-title', array( Pages\Theme_Fit::class, 'leave_out_block_title' ), 10, 3 );
		add_filter( 'render_block_core/group', array( Pages\Theme_Fit::class, 'tighten_title_group' ), 10, 2 );
		// Last: a theme's own filter (Twenty Twenty-One's) turns an empty title into 'Untitled'.
		add_filter( 'the_title', array( Pages\Theme_Fit::class, 'leave_out_loop_title' ), PHP_INT_MAX, 2 );
		// A member who logs in lands on the PRISM Dashboard, or back on the page that asked them to log in.
		add_filter( 'login_redirect', array( Pages\Login_Redirect::class, 'after_login' ), 10, 3 );
		add_filter( 'block_categories_all', array( Blocks::class, 'add_category' ) );
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
		// WordPress's global parameters (_fields, context, _envelope, _embed, _jsonp, _method) on every PRISM route:
		// answered, or refused with a readable 400, never a crash (includes/Rest/Global_Parameters.php).
		add_action( 'rest_api_init', array( Rest\Global_Parameters::class, 'guard_method_override' ), 0 );
		add_filter( 'rest_pre_dispatch', array( Rest\Global_Parameters::class, 'check' ), 10, 3 );
		// Before WordPress's own post-dispatch filters (`_fields` at 10) and its `_envelope` handling read the data.
		add_filter( 'rest_post_dispatch', array( Rest\Global_Parameters::class, 'fit' ), 5, 3 );
		// Last, so the filters that send headers (CORS and others) run before the body starts.
		add_filter( 'rest_pre_serve_request', array( Rest\Contact_List_Stream::class, 'serve' ), PHP_INT_MAX, 4 );
		add_filter( 'rest_pre_serve_request', array( Rest\Reminders_Controller::class, 'serve_feed' ), PHP_INT_MAX, 3 );
		add_filter( 'rest_pre_serve_request', array( Rest\Export_Controller::class, 'serve' ), PHP_INT_MAX, 3 );
		add_filter( 'rest_pre_serve_request', array( Rest\Photos_Controller::class, 'serve' ), PHP_INT_MAX, 4 );

		add_action( 'admin_post_' . Contact_Form_Handler::ADD_ACTION, array( Contact_Form_Handler::class, 'handle_add' ) );
		add_action( 'admin_post_' . Contact_Form_Handler::EDIT_ACTION, array( Contact_Form_Handler::class, 'handle_edit' ) );
		add_action( 'admin_post_nopriv_' . Contact_Form_Handler::ADD_ACTION, array( Contact_Form_Handler::class, 'handle_logged_out' ) );
		add_action( 'admin_post_nopriv_' . Contact_Form_Handler::EDIT_ACTION, array( Contact_Form_Handler::class, 'handle_logged_out' ) );
		add_action( 'admin_post_' . Import\Import_Store::ACTION, array( Import\Import_Store::class, 'handle' ) );
		add_action( 'admin_post_nopriv_' . Import\Import_Store::ACTION, array( Import\Import_Store::class, 'handle_logged_out' ) );
		add_action( 'admin_post', array( Import\Import_Store::class, 'handle_dropped' ) );

		// Background jobs: WP-Cron runs them while any has work left (docs/jobs.md).
		add_filter( 'cron_schedules', array( Cron::class, 'schedules' ) );
		add_action( Cron::HOOK, array( Cron::class, 'run' ) );
		// Before other filters: the job types of the layers above Jobs, which Jobs\Job_Types cannot name.
		add_filter( 'prism_job_types', array( self::class, 'job_types' ), 5 );
		// The daily reminder email: one WP-Cron event a day enqueues the day's job (includes/Reminders).
		add_action( Digest_Schedule::HOOK, array( Digest_Schedule::class, 'run' ) );

		// A member's PRISM data in Tools › Export / Erase Personal Data, and gone with their account (includes/Privacy).
		add_filter( 'wp_privacy_personal_data_exporters', array( Privacy\Personal_Data::class, 'register_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( Privacy\Personal_Data::class, 'register_eraser' ) );
		add_action( 'wp_privacy_personal_data_export_file_created', array( Privacy\Photo_Export::class, 'add_to_archive' ), 10, 4 );
		add_action( 'delete_user', array( Privacy\Personal_Data::class, 'erase_member' ) );
		add_action( 'remove_user_from_blog', array( Privacy\Personal_Data::class, 'erase_member' ) );

		add_action( 'admin_menu', array( Settings_Page::class, 'add_menu' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PRISM_FILE ), array( Settings_Page::class, 'action_links' ) );
		add_action( 'admin_init', array( Settings_Page::class, 'register_setting' ) );
		add_action( 'admin_enqueue_scripts', array( Settings_Page::class, 'enqueue' ) );
		// Settings › PRISM's settings, checked however they are saved, and what a change sets in motion (includes/Pages).
		add_action( 'init', array( Pages\Site_Settings::class, 'register' ) );
		foreach ( array( 'add_option_', 'update_option_' ) as $saved ) {
			add_action( $saved . Pages\Site_Settings::SERIES_EDITORS_OPTION, array( Pages\Site_Settings::class, 'series_editors_changed' ), 10, 0 );
			add_action( $saved . Domain\Contact_Identity::REGION_OPTION, array( Pages\Site_Settings::class, 'region_changed' ), 10, 0 );
			add_action( $saved . Reminders\Digest_Schedule::HOUR_OPTION, array( Pages\Site_Settings::class, 'hour_changed' ), 10, 0 );
		}
		add_filter( 'user_has_cap', array( Pages\Site_Settings::class, 'grant_series_editing' ) );
		add_action( 'user_register', array( Reminders\Reminder_Settings::class, 'apply_new_member_default' ) );
		add_action( 'admin_post_' . Pages\Site_Status::RUN_ACTION, array( Pages\Site_Status::class, 'handle_run' ) );
		// PRISM → Networking series: the series editor (its forms post to admin-post.php).
		add_action( 'admin_menu', array( Admin\Series_Admin::class, 'add_menu' ) );
		add_action( 'admin_enqueue_scripts', array( Admin\Series_Admin::class, 'enqueue' ) );
		add_action( 'admin_post_' . Admin\Series_Admin::SAVE_ACTION, array( Admin\Series_Admin::class, 'handle_save' ) );
		add_action( 'admin_post_' . Admin\Series_Admin::RESET_ACTION, array( Admin\Series_Admin::class, 'handle_reset' ) );
		// PRISM → Mentoring series: list, add, edit, archive, delete and restore mentoring series (after the menu exists).
		add_action( 'admin_menu', array( Admin\Mentoring_Admin::class, 'add_menu' ) );
		add_action( 'admin_enqueue_scripts', array( Admin\Mentoring_Admin::class, 'enqueue' ) );
		add_action( 'admin_post_' . Admin\Mentoring_Admin::SAVE_ACTION, array( Admin\Mentoring_Admin::class, 'handle_save' ) );
		add_action( 'admin_post_' . Admin\Mentoring_Admin::STATUS_ACTION, array( Admin\Mentoring_Admin::class, 'handle_status' ) );
		add_action( 'admin_post_' . Admin\Mentoring_Admin::DELETE_ACTION, array( Admin\Mentoring_Admin::class, 'handle_delete' ) );
		add_action( 'admin_post_' . Admin\Mentoring_Admin::RESTORE_ACTION, array( Admin\Mentoring_Admin::class, 'handle_restore' ) );

		// WP-CLI (only when it runs the site): the member named by WP-CLI's --user imports, exports and scans; jobs run
		// from a system cron (includes/Cli, README's "WP-CLI").
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			Cli\User_Fetcher::provide();
			// WP-CLI 2.4 (the dev dependency) sets a dynamic property for every command added, which PHP 8.2 reports as
			// deprecated on a WP_DEBUG site: noise about WP-CLI's code, not PRISM's.
			$reporting = error_reporting( error_reporting() & ~E_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting, WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_error_reporting -- lowered for the registration only.
			\WP_CLI::add_command( 'prism', Cli\Prism_Namespace::class );
			\WP_CLI::add_command( 'prism import', Cli\Import_Command::class );
			\WP_CLI::add_command( 'prism export', Cli\Export_Command::class );
			\WP_CLI::add_command( 'prism duplicates', Cli\Duplicates_Command::class );
			\WP_CLI::add_command( 'prism jobs', Cli\Jobs_Command::class );
			\WP_CLI::add_command( 'prism backup', array( new Cli\Backup_Command(), 'backup' ) );
			\WP_CLI::add_command( 'prism restore', array( new Cli\Backup_Command(), 'restore' ) );
			error_reporting( $reporting ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting, WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_error_reporting -- restores the level set above.
		}
	}

	/**
	 * Runs on `init`: shortcodes, scripts (before any shortcode renders), the blocks, rewrite rules, and the pages a
	 * newer version added, for a site that had PRISM before.
	 */
	public static function init(): void {
		load_plugin_textdomain( 'prism', false, dirname( plugin_basename( PRISM_FILE ) ) . '/languages' );
		Page_Registry::register_shortcodes();
		Assets::register();
		Blocks::register();
		Rewrites::add_rules();
		Digest_Schedule::ensure_scheduled();
		Installer::add_new_pages();
	}

	/**
	 * Registers every controller's routes.
	 */
	public static function register_routes(): void {
		foreach ( self::CONTROLLERS as $controller ) {
			( new $controller() )->register_routes();
		}
		// Every declared resource's routes (Resources\Registry), from its declaration; Events and Follow-ups have
		// controllers of their own (above) for the routes they declare.
		foreach ( Resources\Registry::all() as $resource ) {
			if ( ! $resource->own_routes() ) {
				( new Rest\Declared_Controller( $resource ) )->register_routes();
			}
		}
	}

	/**
	 * Activation: tables, pages, rules. Safe to run again.
	 */
	public static function activate(): void {
		Rewrites::add_rules();
		Installer::activate();
		Cron::schedule_if_pending();
	}

	/**
	 * Filter `prism_job_types`: adds JOB_TYPES to the Jobs layer's own.
	 *
	 * @param mixed $types Stored type name => class name (or instance).
	 * @return array<string, mixed>
	 */
	public static function job_types( $types ): array {
		return (array) $types + self::JOB_TYPES;
	}

	/**
	 * Deactivation: PRISM's WP-Cron events go (the jobs runner, the morning email), so nothing wakes up for a plugin
	 * that is off; activated again, the next request schedules them again. Data stays.
	 */
	public static function deactivate(): void {
		Cron::unschedule();
		Digest_Schedule::unschedule();
	}
}
