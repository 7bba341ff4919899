<?php
/**
 * PRISM → Networking series: the wp-admin screen where a site admin edits the series members follow (its texts,
 * and each stage's guidance, resources, tasks, tips and offered follow-up), or goes back to the series PRISM ships.
 *
 * The form posts to admin-post.php. Series_Repository::save cleans what was typed (Series_Schema) and keeps task ids
 * stable: editing a task's text keeps members' ticks, clearing it removes the task, and a new task gets an id never
 * used before. Because the post ends in a redirect, a refused edit cannot simply be rendered again: what the admin
 * typed is kept for ten minutes in a transient of theirs, and the screen reopens with it and the problems marked.
 * That transient is this screen's own, not Site\Flash, which the member pages read.
 *
 * @package Prism
 */

namespace Prism\Admin;

use Prism\Data\Series_Repository;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Series_Schema;
use Prism\Domain\Text;
use Prism\Site\Page_Urls;

defined( 'ABSPATH' ) || exit;

/**
 * The networking series editor.
 */
final class Series_Admin {

	/** The screen's page slug (admin.php?page=prism-series), also the top-level PRISM menu's. */
	public const SLUG = 'prism-series';

	public const SAVE_ACTION  = 'prism_save_series';
	public const RESET_ACTION = 'prism_reset_series';

	/**
	 * Who may see the networking and mentoring series screens and post their forms: administrators always (anyone who
	 * can manage options, Site_Settings::grant_series_editing()), and editors too when Settings › PRISM says so (the
	 * capability is added to or removed from the editor role when that setting is saved).
	 */
	public const CAPABILITY = 'prism_edit_series';

	/** Empty rows offered below a stage's resources and tasks for new ones (the Add row button adds more). */
	public const NEW_ROWS = 3;

	/** Transient prefix of the outcome shown once after the redirect (per user). */
	private const NOTICE = 'prism_series_admin_';

	/** Where the Settings submenu goes: the existing Settings → PRISM screen (Pages\Settings_Page). */
	private const SETTINGS_URL = 'options-general.php?page=prism';

	/**
	 * Adds the PRISM menu: the series editor first, then a link to Settings → PRISM.
	 */
	public static function add_menu(): void {
		$title = __( 'Networking series', 'prism' );
		add_menu_page( $title, __( 'PRISM', 'prism' ), self::CAPABILITY, self::SLUG, array( self::class, 'render' ), 'dashicons-networking' );
		add_submenu_page( self::SLUG, $title, $title, self::CAPABILITY, self::SLUG, array( self::class, 'render' ) );
		// The settings are the site admin's alone, whoever else may edit the series.
		add_submenu_page( self::SLUG, __( 'PRISM settings', 'prism' ), __( 'Settings', 'prism' ), 'manage_options', self::SETTINGS_URL );
	}

	/**
	 * The screen's small stylesheet and its script (Add row buttons), on this screen only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		if ( 'toplevel_page_' . self::SLUG !== $hook_suffix ) {
			return;
		}
		wp_enqueue_style( 'prism-series-admin', PRISM_URL . 'assets/admin/series-admin.css', array(), PRISM_VERSION );
		wp_enqueue_script( 'prism-series-admin', PRISM_URL . 'assets/admin/series-admin.js', array(), PRISM_VERSION, true );
	}

	/**
	 * The editor's URL.
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}

	// --- admin-post handlers ---------------------------------------------------------------------------------

	/**
	 * Handles admin_post_prism_save_series.
	 */
	public static function handle_save(): void {
		self::guard( self::SAVE_ACTION );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- nonce checked in guard(); Series_Schema::sanitize cleans every field.
		$posted = isset( $_POST['series'] ) && is_array( $_POST['series'] ) ? wp_unslash( $_POST['series'] ) : array();
		Admin_Form::finish( self::NOTICE, self::save( $posted, get_current_user_id() ), self::url() );
	}

	/**
	 * Handles admin_post_prism_reset_series.
	 */
	public static function handle_reset(): void {
		self::guard( self::RESET_ACTION );
		Admin_Form::finish( self::NOTICE, self::reset( get_current_user_id() ), self::url() );
	}

	/**
	 * Stores the series as posted by the form. Returns the outcome to show: on refusal, the problems by field and
	 * what was typed, so the form reopens with it.
	 *
	 * @param array<string, mixed> $posted  The unslashed `series` fields of the post.
	 * @param int                  $user_id The admin.
	 * @return array<string, mixed> {type: success|error, message, errors?, values?}
	 */
	public static function save( array $posted, int $user_id ): array {
		$input = self::from_form( $posted );
		try {
			self::store( $input, $user_id );
			return array(
				'type'    => 'success',
				'message' => __( 'Series saved.', 'prism' ),
			);
		} catch ( Invalid_Input $e ) {
			return array(
				'type'    => 'error',
				'message' => $e->getMessage(),
				'errors'  => $e->errors(),
				'values'  => $input,
			);
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause.
			error_log( 'PRISM: ' . get_class( $e ) . ': ' . $e->getMessage() );
			return array(
				'type'    => 'error',
				'message' => __( 'Something went wrong on the site. What you typed is still in the form: please try again.', 'prism' ),
				'errors'  => array(),
				'values'  => $input,
			);
		}
	}

	/**
	 * Stores the series input, or refuses it with every problem found: the schema's, and resource rows the schema
	 * would drop without a word.
	 *
	 * @param array<string, mixed> $input   Series input (from_form()).
	 * @param int                  $user_id The admin.
	 * @throws Invalid_Input When the series cannot be stored as typed; nothing is stored then.
	 */
	private static function store( array $input, int $user_id ): void {
		$repository = new Series_Repository();
		$stored     = $repository->networking();
		// The screen does not edit milestones: they stay as they are.
		$input['milestones'] = $stored['milestones'] ?? array();
		$problems            = self::resource_problems( $input );
		if ( $problems ) {
			try {
				Series_Schema::sanitize( $input, $stored );
			} catch ( Invalid_Input $e ) {
				$problems = $e->errors() + $problems;
			}
			throw new Invalid_Input( (string) reset( $problems ), $problems );
		}
		$repository->save( Series_Repository::NETWORKING_ID, $input, $user_id );
	}

	/**
	 * Goes back to the series PRISM ships. Returns the outcome to show.
	 *
	 * @param int $user_id The admin.
	 * @return array<string, mixed>
	 */
	public static function reset( int $user_id ): array {
		try {
			( new Series_Repository() )->reset( Series_Repository::NETWORKING_ID, $user_id );
			return array(
				'type'    => 'success',
				'message' => __( 'The default series is back.', 'prism' ),
			);
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause.
			error_log( 'PRISM: ' . get_class( $e ) . ': ' . $e->getMessage() );
			return array(
				'type'    => 'error',
				'message' => __( 'Something went wrong and the default series was not restored. Please try again.', 'prism' ),
			);
		}
	}

	/**
	 * The posted form in the shape of a series (Series_Schema::sanitize's input): tips split into lines, and the
	 * rows left empty for new resources and tasks dropped. Nothing is cleaned here.
	 *
	 * @param array<string, mixed> $posted The unslashed `series` fields.
	 * @return array<string, mixed>
	 */
	public static function from_form( array $posted ): array {
		$input = array();
		foreach ( array( 'name', 'subHeadingOne', 'subHeadingTwo', 'description', 'shortDescription', 'longDescription', 'who', 'keepInTouchDays' ) as $key ) {
			$input[ $key ] = Admin_Form::scalar( $posted[ $key ] ?? '' );
		}
		$input['deadEndOffer'] = self::offer_from_form( $posted['deadEndOffer'] ?? null );
		$input['stages']       = array();
		foreach ( is_array( $posted['stages'] ?? null ) ? array_values( $posted['stages'] ) : array() as $stage ) {
			$stage = is_array( $stage ) ? $stage : array();
			$row   = array();
			foreach ( array( 'name', 'icon', 'intro', 'description' ) as $key ) {
				$row[ $key ] = Admin_Form::scalar( $stage[ $key ] ?? '' );
			}
			$row['resources'] = array();
			foreach ( is_array( $stage['resources'] ?? null ) ? $stage['resources'] : array() as $resource ) {
				$resource = is_array( $resource ) ? $resource : array();
				$link     = Admin_Form::scalar( $resource['link'] ?? '' );
				$about    = Admin_Form::scalar( $resource['description'] ?? '' );
				if ( '' !== trim( $link ) || '' !== trim( $about ) ) {
					$row['resources'][] = array(
						'id'          => Admin_Form::scalar( $resource['id'] ?? '' ),
						'link'        => $link,
						'description' => $about,
					);
				}
			}
			$row['tasks'] = array();
			foreach ( is_array( $stage['tasks'] ?? null ) ? $stage['tasks'] : array() as $task ) {
				$task = is_array( $task ) ? $task : array();
				$text = Admin_Form::scalar( $task['task'] ?? '' );
				if ( '' !== trim( $text ) ) {
					$row['tasks'][] = array(
						'id'   => Admin_Form::scalar( $task['id'] ?? '' ),
						'task' => $text,
					);
				}
			}
			$tips              = preg_split( '/\R/u', Admin_Form::scalar( $stage['tips'] ?? '' ) );
			$row['tips']       = array_values( array_filter( false === $tips ? array() : $tips, static fn( string $tip ): bool => '' !== trim( $tip ) ) );
			$row['offer']      = self::offer_from_form( $stage['offer'] ?? null );
			$input['stages'][] = $row;
		}
		return $input;
	}

	// --- the screen ------------------------------------------------------------------------------------------

	/**
	 * Renders the editor.
	 */
	public static function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$repository = new Series_Repository();
		$stored     = $repository->networking();
		$notice     = Admin_Form::take_notice( self::NOTICE, get_current_user_id() );
		$refused    = 'error' === ( $notice['type'] ?? '' ) && is_array( $notice['values'] ?? null );
		$series     = $refused ? $notice['values'] : $stored;
		$errors     = $refused && is_array( $notice['errors'] ?? null ) ? $notice['errors'] : array();
		?>
		<div class="wrap prism-series-admin">
			<h1><?php esc_html_e( 'Networking series', 'prism' ); ?></h1>
			<?php
			if ( $notice ) {
				Admin_Form::render_notice( $notice );
			}
			self::render_status( $repository->is_customised( Series_Repository::NETWORKING_ID ), $stored );
			?>
			<form id="prism-series-form" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_ACTION ); ?>" />
				<?php wp_nonce_field( self::SAVE_ACTION ); ?>

				<h2><?php esc_html_e( 'The series', 'prism' ); ?></h2>
				<table class="form-table" role="presentation">
					<?php
					self::text_row( $series, $errors, 'name', __( 'Series name', 'prism' ) );
					self::text_row( $series, $errors, 'subHeadingOne', __( 'Sub-heading one', 'prism' ), '', 'large-text' );
					self::text_row( $series, $errors, 'subHeadingTwo', __( 'Sub-heading two', 'prism' ), '', 'large-text' );
					?>
					<tr>
						<th scope="row"><label for="prism_series_description"><?php esc_html_e( 'Description', 'prism' ); ?></label></th>
						<td><?php Admin_Form::editor( Admin_Form::str( $series, 'description' ), 'prism_series_description', 'series[description]' ); ?></td>
					</tr>
					<?php
					self::text_row( $series, $errors, 'shortDescription', __( 'Short description', 'prism' ), '', 'large-text' );
					self::textarea_row( $series, 'longDescription', __( 'Long description', 'prism' ) );
					self::textarea_row( $series, 'who', __( 'Who it is for', 'prism' ) );
					?>
					<tr>
						<th scope="row"><label for="prism-series-keepInTouchDays"><?php esc_html_e( 'Keep in touch every', 'prism' ); ?></label></th>
						<td>
							<input type="number" id="prism-series-keepInTouchDays" name="series[keepInTouchDays]" class="small-text" min="1" max="<?php echo esc_attr( (string) Series_Schema::MAX_OFFER_DAYS ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $series, 'keepInTouchDays' ) ) ); ?>" aria-describedby="prism-series-keepInTouchDays-help" />
							<?php esc_html_e( 'days', 'prism' ); ?>
							<p class="description" id="prism-series-keepInTouchDays-help"><?php esc_html_e( 'A contact in MAINTAIN is due for a reach-out this many days after the member last noted or followed up with them.', 'prism' ); ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Dead-end follow-up', 'prism' ); ?></th>
						<td>
							<?php
							self::offer_fields(
								is_array( $series['deadEndOffer'] ?? null ) ? $series['deadEndOffer'] : array(),
								'series[deadEndOffer]',
								'prism-series-deadEndOffer',
								__( 'Offered when a member marks a contact as a dead end for now.', 'prism' )
							);
							?>
						</td>
					</tr>
				</table>

				<h2><?php esc_html_e( 'Stages', 'prism' ); ?></h2>
				<?php Admin_Form::field_error( $errors, 'stages' ); ?>
				<p><?php esc_html_e( 'Open a stage to edit its guidance, resources, tasks, tips and the follow-up it offers.', 'prism' ); ?></p>
				<?php
				$stages = is_array( $series['stages'] ?? null ) ? array_values( $series['stages'] ) : array();
				foreach ( $stages as $i => $stage ) {
					self::render_stage( (int) $i, is_array( $stage ) ? $stage : array(), $errors );
				}
				submit_button( __( 'Save series', 'prism' ) );
				?>
			</form>

			<hr />
			<h2><?php esc_html_e( 'Restore the default series', 'prism' ); ?></h2>
			<p><?php esc_html_e( 'Replaces everything saved above with the series PRISM ships. Members keep their progress, but their ticks on tasks the default series does not have are no longer shown.', 'prism' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::RESET_ACTION ); ?>" />
				<?php wp_nonce_field( self::RESET_ACTION ); ?>
				<button type="submit" class="button" onclick="return window.confirm( '<?php echo esc_js( __( 'Restore the default series? Your edits to the series are lost, and members\' ticks on tasks the default series does not have are no longer shown.', 'prism' ) ); ?>' );">
					<?php esc_html_e( 'Restore the default series', 'prism' ); ?>
				</button>
			</form>
		</div>
		<?php
	}

	/**
	 * Whether members see the shipped series or an edited one, and the link to the series page.
	 *
	 * @param bool                 $customised Whether an admin has saved the series.
	 * @param array<string, mixed> $stored     The series as stored (wordpressId, updatedAt).
	 */
	private static function render_status( bool $customised, array $stored ): void {
		$when = '';
		if ( ! empty( $stored['updatedAt'] ) ) {
			$time = strtotime( (string) $stored['updatedAt'] );
			$when = false === $time ? '' : (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time );
		}
		$user = get_userdata( (int) ( $stored['wordpressId'] ?? 0 ) );
		$who  = $user ? $user->display_name : __( 'a user who no longer exists', 'prism' );
		if ( $customised ) {
			/* translators: 1: date and time of the last save, 2: the name of the admin who saved it. */
			$status = sprintf( __( 'Members follow the series as edited here, last saved on %1$s by %2$s.', 'prism' ), $when, $who );
		} elseif ( '' !== $when ) {
			/* translators: 1: date and time, 2: the name of the admin who restored the default series. */
			$status = sprintf( __( 'Members follow the default series PRISM ships, restored on %1$s by %2$s. Until it is saved here, each member reads it in their own language.', 'prism' ), $when, $who );
		} else {
			$status = __( 'Members follow the default series PRISM ships. Until it is saved here, each member reads it in their own language; saving stores it as shown below, for everyone.', 'prism' );
		}
		?>
		<p class="prism-series-status">
			<?php echo esc_html( $status ); ?>
			<a href="<?php echo esc_url( Page_Urls::url( 'networking' ) ); ?>"><?php esc_html_e( 'View the series page', 'prism' ); ?></a>
			·
			<a href="<?php echo esc_url( admin_url( self::SETTINGS_URL ) ); ?>"><?php esc_html_e( 'PRISM settings', 'prism' ); ?></a>
		</p>
		<?php
	}

	/**
	 * One stage, folded by default (opened when something in it was refused).
	 *
	 * @param int                   $i      Position 0-5.
	 * @param array<string, mixed>  $stage  Stage as stored, or as typed.
	 * @param array<string, string> $errors Field => problem.
	 */
	private static function render_stage( int $i, array $stage, array $errors ): void {
		$name     = "series[stages][{$i}]";
		$id       = "prism-stage-{$i}";
		$has_err  = (bool) array_filter( array_keys( $errors ), static fn( $key ): bool => str_starts_with( (string) $key, "stages.{$i}." ) );
		$tasks    = is_array( $stage['tasks'] ?? null ) ? array_values( $stage['tasks'] ) : array();
		$links    = is_array( $stage['resources'] ?? null ) ? array_values( $stage['resources'] ) : array();
		$tips     = is_array( $stage['tips'] ?? null ) ? array_map( 'strval', $stage['tips'] ) : array();
		$icon     = Admin_Form::str( $stage, 'icon' );
		$counts   = implode(
			' · ',
			array(
				/* translators: %d: number of tasks. */
				sprintf( _n( '%d task', '%d tasks', count( $tasks ), 'prism' ), count( $tasks ) ),
				/* translators: %d: number of resources. */
				sprintf( _n( '%d resource', '%d resources', count( $links ), 'prism' ), count( $links ) ),
				/* translators: %d: number of tips. */
				sprintf( _n( '%d tip', '%d tips', count( $tips ), 'prism' ), count( $tips ) ),
			)
		);
		$position = sprintf(
			/* translators: %d: the stage's position, from 1. */
			__( 'Stage %d', 'prism' ),
			$i + 1
		);
		?>
		<details class="prism-stage" id="<?php echo esc_attr( $id ); ?>"<?php echo $has_err ? ' open' : ''; ?>>
			<summary>
				<span class="prism-stage-position"><?php echo esc_html( $position ); ?></span>
				<span class="prism-stage-name"><?php echo esc_html( Text::literal( Admin_Form::str( $stage, 'name' ) ) ); ?></span>
				<span class="prism-stage-counts"><?php echo esc_html( $counts ); ?></span>
			</summary>
			<div class="prism-stage-body">
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( "{$id}-name" ); ?>"><?php esc_html_e( 'Name', 'prism' ); ?></label></th>
						<td>
							<input type="text" id="<?php echo esc_attr( "{$id}-name" ); ?>" name="<?php echo esc_attr( "{$name}[name]" ); ?>" class="regular-text" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_TEXT ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $stage, 'name' ) ) ); ?>"<?php Admin_Form::invalid_attributes( $errors, "stages.{$i}.name" ); ?> />
							<?php Admin_Form::field_error( $errors, "stages.{$i}.name" ); ?>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( "{$id}-icon" ); ?>"><?php esc_html_e( 'Icon', 'prism' ); ?></label></th>
						<td>
							<select id="<?php echo esc_attr( "{$id}-icon" ); ?>" name="<?php echo esc_attr( "{$name}[icon]" ); ?>">
								<?php foreach ( Series_Schema::ICONS as $choice ) : ?>
									<option value="<?php echo esc_attr( $choice ); ?>"<?php selected( $icon, $choice ); ?>><?php echo esc_html( self::icon_label( $choice ) ); ?></option>
								<?php endforeach; ?>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( "{$id}-intro" ); ?>"><?php esc_html_e( 'Intro sentence', 'prism' ); ?></label></th>
						<td><input type="text" id="<?php echo esc_attr( "{$id}-intro" ); ?>" name="<?php echo esc_attr( "{$name}[intro]" ); ?>" class="large-text" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_TEXT ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $stage, 'intro' ) ) ); ?>" /></td>
					</tr>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( "prism_stage_{$i}_description" ); ?>"><?php esc_html_e( 'Description', 'prism' ); ?></label></th>
						<td><?php Admin_Form::editor( Admin_Form::str( $stage, 'description' ), "prism_stage_{$i}_description", "{$name}[description]" ); ?></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Resources', 'prism' ); ?></th>
						<td><?php self::resource_rows( $i, $links, $errors ); ?></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Tasks', 'prism' ); ?></th>
						<td><?php self::task_rows( $i, $tasks ); ?></td>
					</tr>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( "{$id}-tips" ); ?>"><?php esc_html_e( 'Tips', 'prism' ); ?></label></th>
						<td>
							<textarea id="<?php echo esc_attr( "{$id}-tips" ); ?>" name="<?php echo esc_attr( "{$name}[tips]" ); ?>" class="large-text" rows="5" aria-describedby="<?php echo esc_attr( "{$id}-tips-help" ); ?>"><?php echo esc_textarea( implode( "\n", $tips ) ); ?></textarea>
							<p class="description" id="<?php echo esc_attr( "{$id}-tips-help" ); ?>"><?php esc_html_e( 'One tip per line.', 'prism' ); ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Follow-up offered', 'prism' ); ?></th>
						<td>
							<?php
							self::offer_fields(
								is_array( $stage['offer'] ?? null ) ? $stage['offer'] : array(),
								"{$name}[offer]",
								"{$id}-offer",
								__( 'Offered when a member marks this stage Complete for a contact.', 'prism' )
							);
							?>
						</td>
					</tr>
				</table>
			</div>
		</details>
		<?php
	}

	/**
	 * A stage's resources: the existing rows, then empty rows for new ones.
	 *
	 * @param int                              $i         Stage position.
	 * @param array<int, array<string, mixed>> $resources Resources.
	 * @param array<string, string>            $errors    Field => problem.
	 */
	private static function resource_rows( int $i, array $resources, array $errors ): void {
		$table = "prism-stage-{$i}-resources";
		$rows  = array_merge( $resources, array_fill( 0, self::NEW_ROWS, array() ) );
		?>
		<table class="widefat striped prism-rows" id="<?php echo esc_attr( $table ); ?>">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Web address', 'prism' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Description', 'prism' ); ?></th>
				</tr>
			</thead>
			<tbody data-next="<?php echo esc_attr( (string) count( $rows ) ); ?>">
				<?php
				foreach ( $rows as $j => $resource ) :
					$name = "series[stages][{$i}][resources][{$j}]";
					$key  = "stages.{$i}.resources.{$j}.link";
					?>
					<tr>
						<td>
							<input type="hidden" name="<?php echo esc_attr( "{$name}[id]" ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $resource, 'id' ) ) ); ?>" />
							<input type="text" inputmode="url" name="<?php echo esc_attr( "{$name}[link]" ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $resource, 'link' ) ) ); ?>" placeholder="https://" aria-label="<?php esc_attr_e( 'Web address', 'prism' ); ?>"<?php Admin_Form::invalid_attributes( $errors, $key ); ?> />
							<?php Admin_Form::field_error( $errors, $key ); ?>
						</td>
						<td><input type="text" name="<?php echo esc_attr( "{$name}[description]" ); ?>" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_RESOURCE ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $resource, 'description' ) ) ); ?>" aria-label="<?php esc_attr_e( 'Description', 'prism' ); ?>" /></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<p class="description">
			<?php esc_html_e( 'A web address (https://…) and a short description of about 100 characters. Clear the web address and the description to remove a resource.', 'prism' ); ?>
			<button type="button" class="button button-small prism-add-row" aria-controls="<?php echo esc_attr( $table ); ?>" hidden><?php esc_html_e( 'Add a resource', 'prism' ); ?></button>
		</p>
		<?php
	}

	/**
	 * A stage's tasks: the existing rows (each with its id, hidden), then empty rows for new ones.
	 *
	 * @param int                              $i     Stage position.
	 * @param array<int, array<string, mixed>> $tasks Tasks.
	 */
	private static function task_rows( int $i, array $tasks ): void {
		$table = "prism-stage-{$i}-tasks";
		$rows  = array_merge( $tasks, array_fill( 0, self::NEW_ROWS, array() ) );
		?>
		<table class="widefat striped prism-rows" id="<?php echo esc_attr( $table ); ?>">
			<tbody data-next="<?php echo esc_attr( (string) count( $rows ) ); ?>">
				<?php
				foreach ( $rows as $j => $task ) :
					$name = "series[stages][{$i}][tasks][{$j}]";
					?>
					<tr>
						<td>
							<input type="hidden" name="<?php echo esc_attr( "{$name}[id]" ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $task, 'id' ) ) ); ?>" />
							<input type="text" name="<?php echo esc_attr( "{$name}[task]" ); ?>" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_TEXT ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $task, 'task' ) ) ); ?>" aria-label="<?php esc_attr_e( 'Task', 'prism' ); ?>" />
						</td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<p class="description">
			<?php esc_html_e( 'Editing a task\'s text keeps members\' ticks; clearing it removes the task.', 'prism' ); ?>
			<button type="button" class="button button-small prism-add-row" aria-controls="<?php echo esc_attr( $table ); ?>" hidden><?php esc_html_e( 'Add a task', 'prism' ); ?></button>
		</p>
		<?php
	}

	/**
	 * Title, description and days of an offered follow-up.
	 *
	 * @param array<string, mixed> $offer Offer ({title, desc, days}) or empty.
	 * @param string               $name  Input name prefix.
	 * @param string               $id    Element id prefix.
	 * @param string               $when  When it is offered.
	 */
	private static function offer_fields( array $offer, string $name, string $id, string $when ): void {
		?>
		<fieldset class="prism-offer">
			<legend class="screen-reader-text"><?php echo esc_html( $when ); ?></legend>
			<p class="description"><?php echo esc_html( $when . ' ' . __( 'Leave the title empty to offer nothing.', 'prism' ) ); ?></p>
			<p>
				<label for="<?php echo esc_attr( "{$id}-title" ); ?>"><?php esc_html_e( 'Title', 'prism' ); ?></label><br />
				<input type="text" id="<?php echo esc_attr( "{$id}-title" ); ?>" name="<?php echo esc_attr( "{$name}[title]" ); ?>" class="regular-text" maxlength="200" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $offer, 'title' ) ) ); ?>" />
			</p>
			<p>
				<label for="<?php echo esc_attr( "{$id}-desc" ); ?>"><?php esc_html_e( 'Description', 'prism' ); ?></label><br />
				<textarea id="<?php echo esc_attr( "{$id}-desc" ); ?>" name="<?php echo esc_attr( "{$name}[desc]" ); ?>" class="large-text" rows="2"><?php echo esc_textarea( Admin_Form::str( $offer, 'desc' ) ); ?></textarea>
			</p>
			<p>
				<label for="<?php echo esc_attr( "{$id}-days" ); ?>"><?php esc_html_e( 'Due after', 'prism' ); ?></label>
				<input type="number" id="<?php echo esc_attr( "{$id}-days" ); ?>" name="<?php echo esc_attr( "{$name}[days]" ); ?>" class="small-text" min="0" max="<?php echo esc_attr( (string) Series_Schema::MAX_OFFER_DAYS ); ?>" value="<?php echo esc_attr( '' === Admin_Form::str( $offer, 'title' ) && '' === Admin_Form::str( $offer, 'days' ) ? '7' : Admin_Form::str( $offer, 'days' ) ); ?>" />
				<?php esc_html_e( 'days', 'prism' ); ?>
			</p>
		</fieldset>
		<?php
	}

	/**
	 * A row of the series table with a one-line text input.
	 *
	 * @param array<string, mixed>  $series Series.
	 * @param array<string, string> $errors Field => problem.
	 * @param string                $key    Field.
	 * @param string                $label  Label.
	 * @param string                $help   Help line, or ''.
	 * @param string                $size   Input class.
	 */
	private static function text_row( array $series, array $errors, string $key, string $label, string $help = '', string $size = 'regular-text' ): void {
		$id = "prism-series-{$key}";
		?>
		<tr>
			<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label></th>
			<td>
				<input type="text" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( "series[{$key}]" ); ?>" class="<?php echo esc_attr( $size ); ?>" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_TEXT ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $series, $key ) ) ); ?>"<?php Admin_Form::invalid_attributes( $errors, $key ); ?> />
				<?php Admin_Form::field_error( $errors, $key ); ?>
				<?php if ( '' !== $help ) : ?>
					<p class="description"><?php echo esc_html( $help ); ?></p>
				<?php endif; ?>
			</td>
		</tr>
		<?php
	}

	/**
	 * A row of the series table with a plain-text area (line breaks kept).
	 *
	 * @param array<string, mixed> $series Series.
	 * @param string               $key    Field.
	 * @param string               $label  Label.
	 */
	private static function textarea_row( array $series, string $key, string $label ): void {
		$id = "prism-series-{$key}";
		?>
		<tr>
			<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label></th>
			<td><textarea id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( "series[{$key}]" ); ?>" class="large-text" rows="3"><?php echo esc_textarea( Admin_Form::str( $series, $key ) ); ?></textarea></td>
		</tr>
		<?php
	}

	/**
	 * A readable name for a stage icon (the value is the Material icon name the front end maps).
	 *
	 * @param string $icon Icon name.
	 */
	private static function icon_label( string $icon ): string {
		$labels = array(
			'construction'   => __( 'Tools', 'prism' ),
			'travel_explore' => __( 'Globe with magnifying glass', 'prism' ),
			'handshake'      => __( 'Handshake', 'prism' ),
			'fact_check'     => __( 'Checklist', 'prism' ),
			'forum'          => __( 'Conversation', 'prism' ),
			'autorenew'      => __( 'Circular arrows', 'prism' ),
			'flag'           => __( 'Flag', 'prism' ),
			'star'           => __( 'Star', 'prism' ),
			'school'         => __( 'Graduation cap', 'prism' ),
			'groups'         => __( 'Group of people', 'prism' ),
		);
		return isset( $labels[ $icon ] ) ? $labels[ $icon ] . ' (' . $icon . ')' : $icon;
	}

	// --- helpers -----------------------------------------------------------------------------------------------

	/**
	 * Capability, then nonce. Anything else ends the request here (wp_die), having changed nothing.
	 *
	 * @param string $action Nonce action.
	 */
	private static function guard( string $action ): void {
		// A link or a redirect is never a change: only the form's POST acts (a GET with a valid nonce goes back).
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			wp_safe_redirect( self::url(), 303 );
			exit;
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die(
				esc_html__( 'Sorry, you are not allowed to change the networking series.', 'prism' ),
				esc_html__( 'Not allowed', 'prism' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		check_admin_referer( $action );
	}

	/**
	 * Resource rows the schema would drop without a word: a description without a web address, or an address
	 * that is not a web address.
	 *
	 * @param array<string, mixed> $input Series input (from_form()).
	 * @return array<string, string> Field => problem.
	 */
	private static function resource_problems( array $input ): array {
		$problems = array();
		foreach ( (array) $input['stages'] as $i => $stage ) {
			foreach ( (array) $stage['resources'] as $j => $resource ) {
				$link    = trim( (string) $resource['link'] );
				$problem = '' === $link
					? __( 'Give the resource a web address, or clear its description to remove it.', 'prism' )
					: Text::web_address_problem( $link );
				if ( null !== $problem ) {
					/* translators: 1: the stage's position, from 1; 2: the resource's position in the stage, from 1; 3: what is wrong. */
					$problems[ "stages.{$i}.resources.{$j}.link" ] = sprintf( __( 'Stage %1$d, resource %2$d: %3$s', 'prism' ), $i + 1, $j + 1, $problem );
				}
			}
		}
		return $problems;
	}

	/**
	 * An offer as posted ({title, desc, days}), each as text.
	 *
	 * @param mixed $offer Posted offer.
	 * @return array{title: string, desc: string, days: string}
	 */
	private static function offer_from_form( $offer ): array {
		$offer = is_array( $offer ) ? $offer : array();
		return array(
			'title' => Admin_Form::scalar( $offer['title'] ?? '' ),
			'desc'  => Admin_Form::scalar( $offer['desc'] ?? '' ),
			'days'  => Admin_Form::scalar( $offer['days'] ?? '' ),
		);
	}

}
