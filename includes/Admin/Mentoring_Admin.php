<?php
/**
 * PRISM → Mentoring series: the wp-admin screen where a site admin lists the mentoring series members can follow,
 * adds and edits them (name, short and long description, who the series is for, milestones of 4 or 5 tasks),
 * archives one or offers it again, deletes one no relationship uses, and restores a shipped one to the text PRISM
 * ships.
 *
 * Every change is a POST to admin-post.php with a nonce of its own action and series; a GET changes nothing.
 * Series_Repository stores and Series_Schema cleans (HTML through wp_kses_post, plain text as typed, task ids kept
 * stable). As on the networking series screen (Series_Admin), a post ends in a redirect: the outcome, and on a
 * refused edit what the admin typed with the problems by field, waits for ten minutes in a transient of the admin's,
 * and the screen shows it once.
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
 * The mentoring series list and editor.
 */
final class Mentoring_Admin {

	/** The screen's page slug (admin.php?page=prism-mentoring-series). */
	public const SLUG = 'prism-mentoring-series';

	public const SAVE_ACTION    = 'prism_save_mentoring_series';
	public const STATUS_ACTION  = 'prism_mentoring_series_status';
	public const DELETE_ACTION  = 'prism_delete_mentoring_series';
	public const RESTORE_ACTION = 'prism_restore_mentoring_series';

	/** Task rows of each milestone on the form (Series_Schema::MAX_MILESTONE_TASKS; an empty row is no task). */
	public const TASK_ROWS = Series_Schema::MAX_MILESTONE_TASKS;

	/** Transient prefix of the outcome shown once after the redirect (per user). */
	private const NOTICE = 'prism_mentoring_admin_';

	/** The query argument that opens the form: a series id, or 'new'. */
	private const EDIT_ARG = 'series';

	/**
	 * The screen's hook suffix, known once the menu is added (the stylesheet and script load on it only).
	 *
	 * @var string
	 */
	private static string $hook_suffix = '';

	/**
	 * Adds 'Mentoring series' to the PRISM menu, after 'Networking series' (Series_Admin::add_menu adds the menu).
	 */
	public static function add_menu(): void {
		$title = __( 'Mentoring series', 'prism' );
		$hook  = add_submenu_page( Series_Admin::SLUG, $title, $title, Series_Admin::CAPABILITY, self::SLUG, array( self::class, 'render' ), 1 );
		if ( is_string( $hook ) ) {
			self::$hook_suffix = $hook;
		}
	}

	/**
	 * The screen's small stylesheet and its script (add and remove milestones), on this screen only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		if ( '' === self::$hook_suffix || self::$hook_suffix !== $hook_suffix ) {
			return;
		}
		wp_enqueue_style( 'prism-mentoring-admin', PRISM_URL . 'assets/admin/mentoring-admin.css', array(), PRISM_VERSION );
		wp_enqueue_script( 'prism-mentoring-admin', PRISM_URL . 'assets/admin/mentoring-admin.js', array( 'wp-a11y' ), PRISM_VERSION, true );
	}

	/**
	 * The list's URL, or a series' form (a series id, or 'new' for the Add form).
	 *
	 * @param int|string|null $series Series id, 'new', or null for the list.
	 */
	public static function url( $series = null ): string {
		$url = admin_url( 'admin.php?page=' . self::SLUG );
		return null === $series ? $url : add_query_arg( self::EDIT_ARG, (string) $series, $url );
	}

	/**
	 * The nonce action of one form: the action and the series it changes (0 for a new series).
	 *
	 * @param string $action One of the *_ACTION constants.
	 * @param int    $id     Series id.
	 */
	public static function nonce_action( string $action, int $id ): string {
		return $action . '-' . $id;
	}

	// --- admin-post handlers ---------------------------------------------------------------------------------

	/**
	 * Handles admin_post_prism_save_mentoring_series: adds a series (series_id 0) or saves an edited one.
	 */
	public static function handle_save(): void {
		$id = self::guard( self::SAVE_ACTION );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- nonce checked in guard(); Series_Schema::sanitize cleans every field.
		$posted  = isset( $_POST['series'] ) && is_array( $_POST['series'] ) ? wp_unslash( $_POST['series'] ) : array();
		$outcome = self::save( $id, $posted, get_current_user_id() );
		// A refused edit goes back to its form, which reopens with what was typed.
		$back = 'error' === $outcome['type'] && isset( $outcome['values'] ) ? self::url( $id ? $id : 'new' ) : self::url();
		Admin_Form::finish( self::NOTICE, $outcome, $back );
	}

	/**
	 * Handles admin_post_prism_mentoring_series_status: archives a series or offers it again.
	 */
	public static function handle_status(): void {
		$id = self::guard( self::STATUS_ACTION );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- nonce checked in guard().
		$status = isset( $_POST['status'] ) && is_string( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		Admin_Form::finish( self::NOTICE, self::set_status( $id, $status ), self::url() );
	}

	/**
	 * Handles admin_post_prism_delete_mentoring_series.
	 */
	public static function handle_delete(): void {
		$id = self::guard( self::DELETE_ACTION );
		Admin_Form::finish( self::NOTICE, self::delete( $id ), self::url() );
	}

	/**
	 * Handles admin_post_prism_restore_mentoring_series.
	 */
	public static function handle_restore(): void {
		$id = self::guard( self::RESTORE_ACTION );
		Admin_Form::finish( self::NOTICE, self::restore( $id, get_current_user_id() ), self::url() );
	}

	/**
	 * Adds (id 0) or saves a series as posted by the form. Returns the outcome to show: on refusal, the problems by
	 * field and what was typed, so the form reopens with it.
	 *
	 * @param int                  $id      Series id, or 0 for a new series.
	 * @param array<string, mixed> $posted  The unslashed `series` fields of the post.
	 * @param int                  $user_id The admin.
	 * @return array<string, mixed> {type: success|error, message, errors?, values?, series?}
	 */
	public static function save( int $id, array $posted, int $user_id ): array {
		$input      = self::from_form( $posted );
		$repository = new Series_Repository();
		try {
			if ( 0 === $id ) {
				$id = $repository->create_mentoring( $input, $user_id );
				return self::success(
					/* translators: %s: the series' name. */
					sprintf( __( 'The mentoring series "%s" was added. Members can choose it now.', 'prism' ), self::name_of( $repository, $id ) )
				);
			}
			if ( null === self::mentoring_series( $repository, $id ) ) {
				return self::gone();
			}
			$repository->save( $id, $input, $user_id );
			/* translators: %s: the series' name. */
			return self::success( sprintf( __( 'The mentoring series "%s" was saved.', 'prism' ), self::name_of( $repository, $id ) ) );
		} catch ( Invalid_Input $e ) {
			return array(
				'type'    => 'error',
				'message' => $e->getMessage(),
				'errors'  => $e->errors(),
				'values'  => $input,
				'series'  => $id,
			);
		} catch ( \Throwable $e ) {
			self::log( $e );
			return array(
				'type'    => 'error',
				'message' => __( 'Something went wrong on the site. What you typed is still in the form: please try again.', 'prism' ),
				'errors'  => array(),
				'values'  => $input,
				'series'  => $id,
			);
		}
	}

	/**
	 * Archives a series (kept for the relationships that use it, offered to nobody new) or offers it again.
	 *
	 * @param int    $id     Series id.
	 * @param string $status Series_Repository::ACTIVE or ARCHIVED.
	 * @return array<string, mixed>
	 */
	public static function set_status( int $id, string $status ): array {
		$repository = new Series_Repository();
		if ( ! in_array( $status, array( Series_Repository::ACTIVE, Series_Repository::ARCHIVED ), true ) ) {
			return self::failure( __( 'Nothing was changed: choose to archive the series or to offer it again.', 'prism' ) );
		}
		try {
			$series = self::mentoring_series( $repository, $id );
			if ( null === $series ) {
				return self::gone();
			}
			$repository->set_status( $id, $status );
			$name = (string) $series['name'];
			return self::success(
				Series_Repository::ARCHIVED === $status
					/* translators: %s: the series' name. */
					? sprintf( __( '"%s" is archived: members who follow it keep it, and nobody new can choose it.', 'prism' ), $name )
					/* translators: %s: the series' name. */
					: sprintf( __( '"%s" is offered to members again.', 'prism' ), $name )
			);
		} catch ( \Throwable $e ) {
			self::log( $e );
			return self::failure( __( 'Something went wrong and the series was not changed. Please try again.', 'prism' ) );
		}
	}

	/**
	 * Deletes a series no relationship uses. The repository checks and deletes in one statement, so a relationship a
	 * member starts at the same moment keeps its series; the admin is told so.
	 *
	 * @param int $id Series id.
	 * @return array<string, mixed>
	 */
	public static function delete( int $id ): array {
		$repository = new Series_Repository();
		try {
			$series = self::mentoring_series( $repository, $id );
			if ( null === $series ) {
				return self::gone();
			}
			$name = (string) $series['name'];
			if ( $repository->delete_unused( $id ) ) {
				/* translators: %s: the series' name. */
				return self::success( sprintf( __( 'The mentoring series "%s" was deleted.', 'prism' ), $name ) );
			}
			if ( null === self::mentoring_series( $repository, $id ) ) {
				return self::gone();
			}
			return self::failure(
				/* translators: %s: the series' name. */
				sprintf( __( '"%s" was not deleted: a member has started a mentoring relationship in it. Archive it instead, so that nobody new chooses it.', 'prism' ), $name )
			);
		} catch ( \Throwable $e ) {
			self::log( $e );
			return self::failure( __( 'Something went wrong and the series was not deleted. Please try again.', 'prism' ) );
		}
	}

	/**
	 * Goes back to the text PRISM ships for a shipped series (read in each member's language again).
	 *
	 * @param int $id      Series id.
	 * @param int $user_id The admin.
	 * @return array<string, mixed>
	 */
	public static function restore( int $id, int $user_id ): array {
		$repository = new Series_Repository();
		try {
			$series = self::mentoring_series( $repository, $id );
			if ( null === $series ) {
				return self::gone();
			}
			if ( ! $repository->reset( $id, $user_id ) ) {
				return self::failure( __( 'Only a series shipped with PRISM has a shipped version to restore.', 'prism' ) );
			}
			/* translators: %s: the series' name as PRISM ships it. */
			return self::success( sprintf( __( 'The shipped version of "%s" is back.', 'prism' ), self::name_of( $repository, $id ) ) );
		} catch ( \Throwable $e ) {
			self::log( $e );
			return self::failure( __( 'Something went wrong and the shipped version was not restored. Please try again.', 'prism' ) );
		}
	}

	/**
	 * The posted form in the shape of a series (Series_Schema::sanitize's input). Every milestone and task row is
	 * kept, the empty ones too, so that a refused form reopens with the same rows and the problems' positions match
	 * them; Series_Schema drops the empty rows. Nothing is cleaned here.
	 *
	 * @param array<string, mixed> $posted The unslashed `series` fields.
	 * @return array<string, mixed>
	 */
	public static function from_form( array $posted ): array {
		$input = array( 'kind' => Series_Repository::MENTORING );
		foreach ( array( 'name', 'shortDescription', 'longDescription', 'who' ) as $key ) {
			$input[ $key ] = Admin_Form::scalar( $posted[ $key ] ?? '' );
		}
		$input['milestones'] = array();
		foreach ( is_array( $posted['milestones'] ?? null ) ? array_values( $posted['milestones'] ) : array() as $milestone ) {
			$milestone = is_array( $milestone ) ? $milestone : array();
			$tasks     = array();
			foreach ( is_array( $milestone['tasks'] ?? null ) ? array_values( $milestone['tasks'] ) : array() as $task ) {
				$task    = is_array( $task ) ? $task : array();
				$tasks[] = array(
					'id'          => Admin_Form::scalar( $task['id'] ?? '' ),
					'name'        => Admin_Form::scalar( $task['name'] ?? '' ),
					'description' => Admin_Form::scalar( $task['description'] ?? '' ),
				);
			}
			$input['milestones'][] = array(
				'id'    => Admin_Form::scalar( $milestone['id'] ?? '' ),
				'name'  => Admin_Form::scalar( $milestone['name'] ?? '' ),
				'tasks' => $tasks,
			);
		}
		return $input;
	}

	// --- the screen ------------------------------------------------------------------------------------------

	/**
	 * Renders the list, or the form when a series (or 'new') is asked for.
	 */
	public static function render(): void {
		if ( ! current_user_can( Series_Admin::CAPABILITY ) ) {
			return;
		}
		$notice = Admin_Form::take_notice( self::NOTICE, get_current_user_id() );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which screen to show.
		$asked = isset( $_GET[ self::EDIT_ARG ] ) && is_string( $_GET[ self::EDIT_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::EDIT_ARG ] ) ) : '';
		if ( '' === $asked ) {
			self::render_list( $notice );
			return;
		}
		self::render_form( 'new' === $asked ? 0 : absint( $asked ), $notice );
	}

	/**
	 * Every mentoring series with its status, source, size and use, and the actions on each.
	 *
	 * @param array<string, mixed>|null $notice The outcome of the last post, or null.
	 */
	private static function render_list( ?array $notice ): void {
		$repository = new Series_Repository();
		$all        = $repository->mentoring();
		$usage      = $repository->usage();
		?>
		<div class="wrap prism-mentoring-admin">
			<h1 class="wp-heading-inline"><?php esc_html_e( 'Mentoring series', 'prism' ); ?></h1>
			<a href="<?php echo esc_url( self::url( 'new' ) ); ?>" class="page-title-action"><?php esc_html_e( 'Add a mentoring series', 'prism' ); ?></a>
			<hr class="wp-header-end" />
			<?php
			if ( $notice ) {
				Admin_Form::render_notice( $notice );
			}
			?>
			<p class="prism-mentoring-intro">
				<?php esc_html_e( 'Members choose a mentoring series when they record a mentor or a mentee, then tick its tasks milestone by milestone. Archive a series to stop offering it: members who follow it keep it. Only a series nobody follows can be deleted.', 'prism' ); ?>
				<a href="<?php echo esc_url( Page_Urls::url( 'mentoring' ) ); ?>"><?php esc_html_e( 'View the mentoring page', 'prism' ); ?></a>
			</p>
			<?php if ( ! $all ) : ?>
				<p class="prism-mentoring-empty"><?php esc_html_e( 'There are no mentoring series: members have none to choose from. Add one to offer mentoring.', 'prism' ); ?></p>
			<?php else : ?>
				<table class="widefat striped prism-mentoring-list">
					<caption class="screen-reader-text"><?php esc_html_e( 'Mentoring series', 'prism' ); ?></caption>
					<thead>
						<tr>
							<th scope="col" class="prism-col-name"><?php esc_html_e( 'Series', 'prism' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Status', 'prism' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Source', 'prism' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Content', 'prism' ); ?></th>
							<th scope="col"><?php esc_html_e( 'Used by', 'prism' ); ?></th>
							<th scope="col" class="prism-col-actions"><?php esc_html_e( 'Actions', 'prism' ); ?></th>
						</tr>
					</thead>
					<tbody>
						<?php
						foreach ( $all as $series ) {
							$id = (int) $series['id'];
							self::render_row( $series, $usage[ $id ] ?? 0, '' !== (string) $series['shippedKey'] && $repository->is_customised( $id ) );
						}
						?>
					</tbody>
				</table>
			<?php endif; ?>
		</div>
		<?php
	}

	/**
	 * One series of the list.
	 *
	 * @param array<string, mixed> $series Series.
	 * @param int                  $used   Relationships that use it.
	 * @param bool                 $edited Whether a shipped series has been edited here.
	 */
	private static function render_row( array $series, int $used, bool $edited ): void {
		$id         = (int) $series['id'];
		$name       = (string) $series['name'];
		$archived   = Series_Repository::ARCHIVED === $series['status'];
		$shipped    = '' !== (string) $series['shippedKey'];
		$milestones = is_array( $series['milestones'] ?? null ) ? $series['milestones'] : array();
		$tasks      = count( Series_Schema::milestone_task_ids( $series ) );
		$used_id    = "prism-series-{$id}-in-use";
		if ( $shipped ) {
			$source = $edited ? __( 'Shipped, edited', 'prism' ) : __( 'Shipped with PRISM', 'prism' );
		} else {
			$source = __( 'Written here', 'prism' );
		}
		$content = sprintf(
			/* translators: 1: the number of milestones, as in "5 milestones"; 2: the number of tasks, as in "25 tasks". */
			__( '%1$s, %2$s', 'prism' ),
			/* translators: %d: number of milestones. */
			sprintf( _n( '%d milestone', '%d milestones', count( $milestones ), 'prism' ), count( $milestones ) ),
			/* translators: %d: number of tasks. */
			sprintf( _n( '%d task', '%d tasks', $tasks, 'prism' ), $tasks )
		);
		$use = 0 === $used
			? __( 'Nobody yet', 'prism' )
			/* translators: %d: number of mentoring relationships. */
			: sprintf( _n( '%d relationship', '%d relationships', $used, 'prism' ), $used );
		?>
		<tr id="<?php echo esc_attr( "prism-series-{$id}" ); ?>"<?php echo $archived ? ' class="prism-archived"' : ''; ?>>
			<td class="prism-col-name" data-colname="<?php esc_attr_e( 'Series', 'prism' ); ?>">
				<strong><a class="row-title" href="<?php echo esc_url( self::url( $id ) ); ?>"><?php echo esc_html( Text::literal( $name ) ); ?></a></strong>
				<?php if ( '' !== (string) ( $series['shortDescription'] ?? '' ) ) : ?>
					<p class="prism-short"><?php echo esc_html( Text::literal( (string) $series['shortDescription'] ) ); ?></p>
				<?php endif; ?>
			</td>
			<td data-colname="<?php esc_attr_e( 'Status', 'prism' ); ?>">
				<span class="prism-status prism-status-<?php echo esc_attr( $archived ? 'archived' : 'active' ); ?>"><?php echo esc_html( $archived ? __( 'Archived', 'prism' ) : __( 'Offered', 'prism' ) ); ?></span>
			</td>
			<td data-colname="<?php esc_attr_e( 'Source', 'prism' ); ?>"><?php echo esc_html( $source ); ?></td>
			<td data-colname="<?php esc_attr_e( 'Content', 'prism' ); ?>"><?php echo esc_html( $content ); ?></td>
			<td data-colname="<?php esc_attr_e( 'Used by', 'prism' ); ?>"><?php echo esc_html( $use ); ?></td>
			<td class="prism-col-actions" data-colname="<?php esc_attr_e( 'Actions', 'prism' ); ?>">
				<div class="prism-actions">
					<a class="button button-small" href="<?php echo esc_url( self::url( $id ) ); ?>">
						<?php esc_html_e( 'Edit', 'prism' ); ?><span class="screen-reader-text"> <?php echo esc_html( Text::literal( $name ) ); ?></span>
					</a>
					<?php
					self::action_form(
						self::STATUS_ACTION,
						$id,
						$archived ? __( 'Offer again', 'prism' ) : __( 'Archive', 'prism' ),
						$name,
						array( 'status' => $archived ? Series_Repository::ACTIVE : Series_Repository::ARCHIVED )
					);
					if ( $shipped && $edited ) {
						self::action_form(
							self::RESTORE_ACTION,
							$id,
							__( 'Restore the shipped version', 'prism' ),
							$name,
							array(),
							/* translators: %s: the series' name. */
							sprintf( __( 'Restore the shipped version of "%s"? The edits made here are lost. Members keep their ticks and notes; those on tasks the shipped version does not have are no longer shown.', 'prism' ), $name )
						);
					}
					self::action_form(
						self::DELETE_ACTION,
						$id,
						__( 'Delete', 'prism' ),
						$name,
						array(),
						/* translators: %s: the series' name. */
						sprintf( __( 'Delete "%s" for good? This cannot be undone.', 'prism' ), $name ),
						$used > 0 ? $used_id : ''
					);
					?>
				</div>
				<?php if ( $used > 0 ) : ?>
					<p class="description" id="<?php echo esc_attr( $used_id ); ?>"><?php esc_html_e( 'In use, so it cannot be deleted: archive it instead.', 'prism' ); ?></p>
				<?php endif; ?>
			</td>
		</tr>
		<?php
	}

	/**
	 * A one-button form that posts one action on one series, with its own nonce.
	 *
	 * @param string                $action      One of the *_ACTION constants.
	 * @param int                   $id          Series id.
	 * @param string                $label       Button text.
	 * @param string                $name        The series' name (read after the label by screen readers).
	 * @param array<string, string> $fields      Extra hidden fields.
	 * @param string                $confirm     A question the browser asks before posting (mentoring-admin.js), or ''.
	 * @param string                $disabled_by The id of the text explaining why the button is disabled, or '' (enabled).
	 */
	private static function action_form( string $action, int $id, string $label, string $name, array $fields = array(), string $confirm = '', string $disabled_by = '' ): void {
		$class = self::DELETE_ACTION === $action ? 'button button-small button-link-delete prism-delete' : 'button button-small';
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="prism-action-form">
			<input type="hidden" name="action" value="<?php echo esc_attr( $action ); ?>" />
			<input type="hidden" name="series_id" value="<?php echo esc_attr( (string) $id ); ?>" />
			<input type="hidden" name="_wpnonce" value="<?php echo esc_attr( wp_create_nonce( self::nonce_action( $action, $id ) ) ); ?>" />
			<?php foreach ( $fields as $field => $value ) : ?>
				<input type="hidden" name="<?php echo esc_attr( $field ); ?>" value="<?php echo esc_attr( $value ); ?>" />
			<?php endforeach; ?>
			<button type="submit" class="<?php echo esc_attr( $class ); ?>"
				<?php if ( '' !== $confirm ) : ?>
					data-prism-confirm="<?php echo esc_attr( Text::literal( $confirm ) ); ?>"
				<?php endif; ?>
				<?php if ( '' !== $disabled_by ) : ?>
					disabled aria-describedby="<?php echo esc_attr( $disabled_by ); ?>"
				<?php endif; ?>
			><?php echo esc_html( $label ); ?><span class="screen-reader-text"> <?php echo esc_html( Text::literal( $name ) ); ?></span></button>
		</form>
		<?php
	}

	/**
	 * The Add or Edit form. A refused post reopens it with what was typed and the problems marked.
	 *
	 * @param int                       $id     Series id, or 0 for a new series.
	 * @param array<string, mixed>|null $notice The outcome of the last post, or null.
	 */
	private static function render_form( int $id, ?array $notice ): void {
		$repository = new Series_Repository();
		$stored     = 0 === $id ? null : self::mentoring_series( $repository, $id );
		$refused    = 'error' === ( $notice['type'] ?? '' ) && is_array( $notice['values'] ?? null ) && (int) ( $notice['series'] ?? -1 ) === $id;
		?>
		<div class="wrap prism-mentoring-admin">
			<p class="prism-back"><a href="<?php echo esc_url( self::url() ); ?>">&larr; <?php esc_html_e( 'All mentoring series', 'prism' ); ?></a></p>
			<?php
			if ( 0 !== $id && null === $stored ) {
				printf( '<h1>%s</h1>', esc_html__( 'Edit mentoring series', 'prism' ) );
				Admin_Form::render_notice( self::gone() );
				echo '</div>';
				return;
			}
			printf( '<h1>%s</h1>', esc_html( 0 === $id ? __( 'Add a mentoring series', 'prism' ) : __( 'Edit mentoring series', 'prism' ) ) );
			if ( $notice ) {
				Admin_Form::render_notice( $notice );
			}
			$series = $refused ? $notice['values'] : ( $stored ?? self::blank() );
			$errors = $refused && is_array( $notice['errors'] ?? null ) ? $notice['errors'] : array();
			if ( null !== $stored && '' !== (string) $stored['shippedKey'] ) {
				$message = $repository->is_customised( $id )
					? __( 'PRISM ships this series; it has been edited here. "Restore the shipped version" on the list goes back to the text PRISM ships.', 'prism' )
					: __( 'PRISM ships this series, and until it is saved here each member reads it in their own language. Saving stores it as shown below, for everyone.', 'prism' );
				printf( '<p class="prism-series-status">%s</p>', esc_html( $message ) );
			}
			$milestones = is_array( $series['milestones'] ?? null ) ? array_values( $series['milestones'] ) : array();
			if ( ! $milestones ) {
				$milestones = array( array() );
			}
			?>
			<form id="prism-mentoring-form" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::SAVE_ACTION ); ?>" />
				<input type="hidden" name="series_id" value="<?php echo esc_attr( (string) $id ); ?>" />
				<input type="hidden" name="_wpnonce" value="<?php echo esc_attr( wp_create_nonce( self::nonce_action( self::SAVE_ACTION, $id ) ) ); ?>" />

				<table class="form-table" role="presentation">
					<?php
					self::text_row( $series, $errors, 'name', __( 'Name', 'prism' ), __( 'Shown on the series\' slide and next to each relationship that follows it.', 'prism' ) );
					self::text_row( $series, $errors, 'shortDescription', __( 'Short description', 'prism' ), __( 'One sentence under the name.', 'prism' ), 'large-text' );
					?>
					<tr>
						<th scope="row"><label for="prism_mentoring_long_description"><?php esc_html_e( 'Long description', 'prism' ); ?></label></th>
						<td>
							<?php Admin_Form::editor( Admin_Form::str( $series, 'longDescription' ), 'prism_mentoring_long_description', 'series[longDescription]' ); ?>
							<p class="description"><?php esc_html_e( 'A few short paragraphs: what the series is about and how to use it. Links and emphasis are kept; scripts and other unsafe HTML are removed when you save.', 'prism' ); ?></p>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="prism-mentoring-who"><?php esc_html_e( 'Who is this series for?', 'prism' ); ?></label></th>
						<td>
							<textarea id="prism-mentoring-who" name="series[who]" class="large-text" rows="3" aria-describedby="prism-mentoring-who-help"><?php echo esc_textarea( Admin_Form::str( $series, 'who' ) ); ?></textarea>
							<p class="description" id="prism-mentoring-who-help"><?php esc_html_e( 'Plain text; line breaks are kept.', 'prism' ); ?></p>
						</td>
					</tr>
				</table>

				<h2 id="prism-milestones-heading"><?php esc_html_e( 'Milestones', 'prism' ); ?></h2>
				<?php Admin_Form::field_error( $errors, 'milestones' ); ?>
				<div class="prism-milestones-help" id="prism-milestones-help">
					<p>
						<?php
						printf(
							/* translators: 1: fewest tasks of a milestone, 2: most tasks, 3: most milestones. */
							esc_html__( 'Members work through the milestones in this order. Each milestone needs a name and %1$d or %2$d tasks, each with a name and a line or two of advice; leave a task row empty for a milestone of %1$d tasks. A series has at most %3$d milestones.', 'prism' ),
							(int) Series_Schema::MIN_MILESTONE_TASKS,
							(int) Series_Schema::MAX_MILESTONE_TASKS,
							(int) Series_Schema::MAX_MILESTONES
						);
						?>
					</p>
					<p>
						<?php esc_html_e( 'Editing a task\'s name or description keeps the ticks and notes members have on it. Clearing a task, or removing its milestone, hides it from members; their notes on it are kept and shown apart. A new task never takes the place of a removed one.', 'prism' ); ?>
					</p>
				</div>
				<div id="prism-milestones" class="prism-milestones" data-next="<?php echo esc_attr( (string) count( $milestones ) ); ?>" data-max="<?php echo esc_attr( (string) Series_Schema::MAX_MILESTONES ); ?>"
					<?php
					foreach ( self::script_texts() as $attribute => $text ) {
						printf( ' data-%s="%s"', esc_attr( $attribute ), esc_attr( $text ) );
					}
					?>
				>
					<?php
					foreach ( $milestones as $i => $milestone ) {
						self::render_milestone( (string) $i, is_array( $milestone ) ? $milestone : array(), $errors );
					}
					?>
				</div>
				<p class="prism-add-milestone-row">
					<button type="button" class="button prism-add-milestone" aria-controls="prism-milestones" hidden><?php esc_html_e( 'Add a milestone', 'prism' ); ?></button>
					<span class="description prism-add-milestone-full" hidden></span>
				</p>
				<p class="submit">
					<?php submit_button( 0 === $id ? __( 'Add series', 'prism' ) : __( 'Save series', 'prism' ), 'primary', 'submit', false ); ?>
					<a class="button button-link" href="<?php echo esc_url( self::url() ); ?>"><?php esc_html_e( 'Cancel', 'prism' ); ?></a>
				</p>
			</form>
			<template id="prism-milestone-template">
				<?php self::render_milestone( '__i__', array(), array() ); ?>
			</template>
		</div>
		<?php
	}

	/**
	 * The texts the script needs (milestone labels as they are renumbered, what it announces), as data attributes.
	 *
	 * @return array<string, string> Attribute (without data-) => text.
	 */
	private static function script_texts(): array {
		return array(
			/* translators: %d: the milestone's position, from 1. */
			'label'          => __( 'Milestone %d', 'prism' ),
			/* translators: %d: the milestone's position, from 1. */
			'remove-label'   => __( 'Remove milestone %d', 'prism' ),
			'confirm-remove' => __( 'Remove this milestone? Once you save, members no longer see its tasks; their notes on them are kept.', 'prism' ),
			'removed'        => __( 'Milestone removed. It is gone once you save the series.', 'prism' ),
			'added'          => __( 'Milestone added at the end.', 'prism' ),
			/* translators: %d: the most milestones a series may have. */
			'full'           => sprintf( __( 'A series can have at most %d milestones.', 'prism' ), Series_Schema::MAX_MILESTONES ),
		);
	}

	/**
	 * One milestone of the form: its name and its task rows (ids hidden, so they stay across edits).
	 *
	 * @param string                $i         Position from 0 ('__i__' in the template the script copies).
	 * @param array<string, mixed>  $milestone Milestone as stored or as typed, or empty.
	 * @param array<string, string> $errors    Field => problem.
	 */
	private static function render_milestone( string $i, array $milestone, array $errors ): void {
		$name     = "series[milestones][{$i}]";
		$id       = "prism-milestone-{$i}";
		$number   = is_numeric( $i ) ? (int) $i + 1 : 0;
		$tasks    = is_array( $milestone['tasks'] ?? null ) ? array_values( $milestone['tasks'] ) : array();
		$rows     = array_slice( array_merge( $tasks, array_fill( 0, self::TASK_ROWS, array() ) ), 0, max( self::TASK_ROWS, count( $tasks ) ) );
		$task_key = "milestones.{$i}.tasks";
		?>
		<fieldset class="prism-milestone" id="<?php echo esc_attr( $id ); ?>"<?php echo isset( $errors[ $task_key ] ) ? ' aria-describedby="' . esc_attr( Admin_Form::error_id( $task_key ) ) . '"' : ''; ?>>
			<legend class="prism-milestone-legend">
				<?php
				/* translators: %d: the milestone's position, from 1. */
				echo esc_html( sprintf( __( 'Milestone %d', 'prism' ), $number ) );
				?>
			</legend>
			<input type="hidden" name="<?php echo esc_attr( "{$name}[id]" ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $milestone, 'id' ) ) ); ?>" />
			<div class="prism-milestone-name">
				<label for="<?php echo esc_attr( "{$id}-name" ); ?>"><?php esc_html_e( 'Milestone name', 'prism' ); ?></label>
				<input type="text" id="<?php echo esc_attr( "{$id}-name" ); ?>" name="<?php echo esc_attr( "{$name}[name]" ); ?>" class="regular-text" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_TEXT ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $milestone, 'name' ) ) ); ?>"<?php Admin_Form::invalid_attributes( $errors, "milestones.{$i}.name" ); ?> />
				<?php Admin_Form::field_error( $errors, "milestones.{$i}.name" ); ?>
			</div>
			<?php Admin_Form::field_error( $errors, $task_key ); ?>
			<div class="prism-tasks">
				<?php
				foreach ( $rows as $j => $task ) :
					$task      = is_array( $task ) ? $task : array();
					$task_name = "{$name}[tasks][{$j}]";
					$task_id   = "{$id}-task-{$j}";
					$name_key  = "milestones.{$i}.tasks.{$j}.name";
					?>
					<fieldset class="prism-task">
						<legend class="prism-task-legend">
							<?php
							/* translators: %d: the task's position in its milestone, from 1. */
							echo esc_html( sprintf( __( 'Task %d', 'prism' ), $j + 1 ) );
							?>
						</legend>
						<input type="hidden" name="<?php echo esc_attr( "{$task_name}[id]" ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $task, 'id' ) ) ); ?>" />
						<div class="prism-task-field">
							<label for="<?php echo esc_attr( "{$task_id}-name" ); ?>"><?php esc_html_e( 'Name', 'prism' ); ?></label>
							<input type="text" id="<?php echo esc_attr( "{$task_id}-name" ); ?>" name="<?php echo esc_attr( "{$task_name}[name]" ); ?>" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_TEXT ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $task, 'name' ) ) ); ?>"<?php Admin_Form::invalid_attributes( $errors, $name_key ); ?> />
							<?php Admin_Form::field_error( $errors, $name_key ); ?>
						</div>
						<div class="prism-task-field prism-task-description">
							<label for="<?php echo esc_attr( "{$task_id}-description" ); ?>"><?php esc_html_e( 'Description', 'prism' ); ?></label>
							<textarea id="<?php echo esc_attr( "{$task_id}-description" ); ?>" name="<?php echo esc_attr( "{$task_name}[description]" ); ?>" rows="3" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_TASK_DESCRIPTION ); ?>"><?php echo esc_textarea( Admin_Form::str( $task, 'description' ) ); ?></textarea>
						</div>
					</fieldset>
				<?php endforeach; ?>
			</div>
			<p class="prism-remove-milestone-row">
				<button type="button" class="button-link button-link-delete prism-remove-milestone" hidden>
					<?php
					/* translators: %d: the milestone's position, from 1. */
					echo esc_html( sprintf( __( 'Remove milestone %d', 'prism' ), $number ) );
					?>
				</button>
			</p>
		</fieldset>
		<?php
	}

	/**
	 * A row of the form table with a one-line text input.
	 *
	 * @param array<string, mixed>  $series Series.
	 * @param array<string, string> $errors Field => problem.
	 * @param string                $key    Field.
	 * @param string                $label  Label.
	 * @param string                $help   Help line.
	 * @param string                $size   Input class.
	 */
	private static function text_row( array $series, array $errors, string $key, string $label, string $help, string $size = 'regular-text' ): void {
		$id        = "prism-mentoring-{$key}";
		$described = array( "{$id}-help" );
		if ( isset( $errors[ $key ] ) ) {
			array_unshift( $described, Admin_Form::error_id( $key ) );
		}
		?>
		<tr>
			<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label></th>
			<td>
				<input type="text" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( "series[{$key}]" ); ?>" class="<?php echo esc_attr( $size ); ?>" maxlength="<?php echo esc_attr( (string) Series_Schema::MAX_TEXT ); ?>" value="<?php echo esc_attr( Text::literal( Admin_Form::str( $series, $key ) ) ); ?>" aria-describedby="<?php echo esc_attr( implode( ' ', $described ) ); ?>"<?php echo isset( $errors[ $key ] ) ? ' aria-invalid="true"' : ''; ?> />
				<?php Admin_Form::field_error( $errors, $key ); ?>
				<p class="description" id="<?php echo esc_attr( "{$id}-help" ); ?>"><?php echo esc_html( $help ); ?></p>
			</td>
		</tr>
		<?php
	}

	// --- helpers -----------------------------------------------------------------------------------------------

	/**
	 * Method, capability, then the nonce of this action and series. Anything else ends the request here, having
	 * changed nothing: a GET goes back to the list, a user without the capability or a bad nonce gets wp_die (403).
	 * Returns the series id posted (0: a new series).
	 *
	 * @param string $action One of the *_ACTION constants.
	 */
	private static function guard( string $action ): int {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			wp_safe_redirect( self::url(), 303 );
			exit;
		}
		if ( ! current_user_can( Series_Admin::CAPABILITY ) ) {
			wp_die(
				esc_html__( 'Sorry, you are not allowed to change the mentoring series.', 'prism' ),
				esc_html__( 'Not allowed', 'prism' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- this is the nonce check.
		$id    = isset( $_POST['series_id'] ) && is_scalar( $_POST['series_id'] ) ? absint( wp_unslash( $_POST['series_id'] ) ) : 0;
		$nonce = isset( $_POST['_wpnonce'] ) && is_string( $_POST['_wpnonce'] ) ? sanitize_key( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		if ( ! wp_verify_nonce( $nonce, self::nonce_action( $action, $id ) ) ) {
			wp_nonce_ays( self::nonce_action( $action, $id ) );
		}
		return $id;
	}

	/**
	 * A mentoring series by id, or null when there is none (deleted, or not a mentoring series).
	 *
	 * @param Series_Repository $repository Repository.
	 * @param int               $id         Series id.
	 * @return array<string, mixed>|null
	 */
	private static function mentoring_series( Series_Repository $repository, int $id ): ?array {
		$series = $id > 0 ? $repository->find( $id ) : null;
		return null !== $series && Series_Repository::MENTORING === $series['kind'] ? $series : null;
	}

	/**
	 * A series' name as stored now.
	 *
	 * @param Series_Repository $repository Repository.
	 * @param int               $id         Series id.
	 */
	private static function name_of( Series_Repository $repository, int $id ): string {
		return (string) ( $repository->find( $id )['name'] ?? '' );
	}

	/**
	 * The empty series a new one starts from: one milestone of empty task rows.
	 *
	 * @return array<string, mixed>
	 */
	private static function blank(): array {
		return array(
			'name'             => '',
			'shortDescription' => '',
			'longDescription'  => '',
			'who'              => '',
			'milestones'       => array( array() ),
		);
	}

	/**
	 * A success outcome.
	 *
	 * @param string $message What happened.
	 * @return array{type: string, message: string}
	 */
	private static function success( string $message ): array {
		return array(
			'type'    => 'success',
			'message' => $message,
		);
	}

	/**
	 * A refusal or failure that kept nothing typed (a button, not a form).
	 *
	 * @param string $message What happened.
	 * @return array{type: string, message: string}
	 */
	private static function failure( string $message ): array {
		return array(
			'type'    => 'error',
			'message' => $message,
		);
	}

	/**
	 * The outcome when the series is no longer there (another admin deleted it meanwhile).
	 *
	 * @return array{type: string, message: string}
	 */
	private static function gone(): array {
		return self::failure( __( 'That mentoring series no longer exists: another admin may have deleted it.', 'prism' ) );
	}

	/**
	 * Logs an unexpected failure for the site's operators.
	 *
	 * @param \Throwable $e The failure.
	 */
	private static function log( \Throwable $e ): void {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause.
		error_log( 'PRISM: ' . get_class( $e ) . ': ' . $e->getMessage() );
	}

}
