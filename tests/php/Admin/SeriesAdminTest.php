<?php
/**
 * PRISM → Networking series (Admin\Series_Admin): the editor rendered as an admin sees it, its form posted back
 * the way a browser posts it, through the admin-post handlers, against the real database. The handlers end in a
 * redirect or in wp_die(); both are caught here, so the tests see where the browser would be sent.
 *
 * @package Prism
 */

namespace Prism\Tests\Admin;

use Prism\Admin\Series_Admin;
use Prism\Data\Series_Repository;
use Prism\Domain\Default_Series;
use Prism\Schema\Schema;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * The handler redirected the browser (wp_redirect was called).
 */
final class Redirected extends \RuntimeException {
}

/**
 * The handler ended the request with wp_die(); the code is the HTTP status.
 */
final class Died extends \RuntimeException {
}

/**
 * Series editor outcomes.
 */
final class SeriesAdminTest extends Prism_Test_Case {

	/**
	 * A site administrator (user id).
	 *
	 * @var int
	 */
	private static int $admin = 0;

	/**
	 * The series row as it was before the test (restored after it), or null.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $series_row = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		// The screen renders inside wp-admin, where submit_button() and the other screen helpers are loaded.
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		self::$admin = Members::create( 'admin' );
		( new \WP_User( self::$admin ) )->set_role( 'administrator' );
	}

	public static function tearDownAfterClass(): void {
		Members::delete( array( self::$admin ) );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->series_row = $wpdb->get_row( 'SELECT * FROM ' . Schema::table( 'series' ) . ' WHERE id = 1', ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test fixture; table from Schema.
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'series' ) . ' WHERE id = 1' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test fixture; table from Schema.
		$this->act_as( self::$admin );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'series' ) . ' WHERE id = 1' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test fixture; table from Schema.
		if ( $this->series_row ) {
			$wpdb->insert( Schema::table( 'series' ), $this->series_row );
		}
		foreach ( array( self::$admin, self::$owner ) as $user_id ) {
			delete_transient( 'prism_series_admin_' . $user_id );
		}
		$_POST    = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	// --- helpers -------------------------------------------------------------------------------------------

	/**
	 * The editor's HTML as the logged-in user sees it.
	 */
	private function screen(): string {
		ob_start();
		Series_Admin::render();
		return (string) ob_get_clean();
	}

	/**
	 * What the browser would post from the editor's form (unslashed): every named input, textarea and select
	 * with its value.
	 *
	 * @param string|null $html The screen already rendered, or null to render it now.
	 * @return array<string, mixed>
	 */
	private function form( ?string $html = null ): array {
		$html = $html ?? $this->screen();
		$this->assertStringContainsString( 'id="prism-series-form"', $html, 'The editor was not rendered' );
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$pairs = array();
		foreach ( ( new \DOMXPath( $doc ) )->query( '//form[@id="prism-series-form"]//*[self::input or self::textarea or self::select]' ) as $field ) {
			$name = $field->getAttribute( 'name' );
			if ( '' === $name ) {
				continue;
			}
			if ( 'select' === $field->nodeName ) {
				$value = '';
				foreach ( $field->getElementsByTagName( 'option' ) as $i => $option ) {
					if ( 0 === $i || $option->hasAttribute( 'selected' ) ) {
						$value = $option->getAttribute( 'value' );
					}
				}
			} elseif ( 'textarea' === $field->nodeName ) {
				$value = preg_replace( '/^\r?\n/', '', $field->textContent );
			} else {
				$value = $field->getAttribute( 'value' );
			}
			$pairs[] = rawurlencode( $name ) . '=' . rawurlencode( (string) $value );
		}
		parse_str( implode( '&', $pairs ), $post );
		return $post;
	}

	/**
	 * Posts to an admin-post handler as the current user, the way admin-post.php calls it. Returns where the
	 * browser was sent, or the wp_die() status.
	 *
	 * @param string               $handler 'handle_save' or 'handle_reset'.
	 * @param array<string, mixed> $post    Unslashed fields.
	 * @param string               $method  The request's method.
	 * @return array{redirect?: string, died?: int}
	 */
	private function post( string $handler, array $post, string $method = 'POST' ): array {
		$_POST                     = wp_slash( $post );
		$_REQUEST                  = $_POST;
		$_SERVER['REQUEST_METHOD'] = $method;
		$redirect                  = static function ( $location ): void {
			throw new Redirected( (string) $location );
		};
		$die                       = static function (): callable {
			return static function ( $message, $title = '', $args = array() ): void {
				throw new Died( 'wp_die', (int) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
			};
		};
		add_filter( 'wp_redirect', $redirect, PHP_INT_MAX );
		add_filter( 'wp_die_handler', $die, PHP_INT_MAX );
		try {
			call_user_func( array( Series_Admin::class, $handler ) );
			$this->fail( "{$handler} returned without redirecting or dying" );
		} catch ( Redirected $e ) {
			return array( 'redirect' => $e->getMessage() );
		} catch ( Died $e ) {
			return array( 'died' => $e->getCode() );
		} finally {
			remove_filter( 'wp_redirect', $redirect, PHP_INT_MAX );
			remove_filter( 'wp_die_handler', $die, PHP_INT_MAX );
			unset( $_SERVER['REQUEST_METHOD'] );
		}
	}

	/**
	 * Saves the form as posted, with a valid nonce, and asserts the browser goes back to the editor.
	 *
	 * @param array<string, mixed> $form Form fields (form()).
	 */
	private function save( array $form ): void {
		$form['_wpnonce'] = wp_create_nonce( Series_Admin::SAVE_ACTION );
		$this->assertSame( array( 'redirect' => Series_Admin::url() ), $this->post( 'handle_save', $form ) );
	}

	/**
	 * The stored networking series without who saved it and when.
	 *
	 * @return array<string, mixed>
	 */
	private static function series(): array {
		$series = ( new Series_Repository() )->networking();
		// What the row adds beside the series itself: who saved it and when, its status and shipped key.
		unset( $series['wordpressId'], $series['updatedAt'], $series['status'], $series['shippedKey'] );
		return $series;
	}

	/**
	 * Every task id of a series, stages and milestones, by stage.
	 *
	 * @param array<string, mixed> $series Series.
	 * @return array<int, int[]>
	 */
	private static function task_ids( array $series ): array {
		return array_map( static fn( $stage ) => array_column( $stage['tasks'], 'id' ), $series['stages'] );
	}

	/**
	 * The highest task id of a series.
	 *
	 * @param array<string, mixed> $series Series.
	 */
	private static function max_task_id( array $series ): int {
		return max( array_merge( array( 0 ), ...self::task_ids( $series ) ) );
	}

	// --- the tests -----------------------------------------------------------------------------------------

	/**
	 * The form renders every stage with its tasks (ids hidden) and three empty rows for new ones.
	 */
	public function test_the_form_holds_every_stage_task_with_its_id_and_three_empty_rows(): void {
		$form    = $this->form();
		$default = Default_Series::networking();
		$this->assertSame( $default['name'], $form['series']['name'] );
		$this->assertCount( 6, $form['series']['stages'] );
		foreach ( $default['stages'] as $i => $stage ) {
			$posted = $form['series']['stages'][ $i ]['tasks'];
			$this->assertCount( count( $stage['tasks'] ) + Series_Admin::NEW_ROWS, $posted );
			foreach ( $stage['tasks'] as $j => $task ) {
				$this->assertSame( array( 'id' => (string) $task['id'], 'task' => $task['task'] ), $posted[ $j ] );
			}
			$this->assertSame( array( 'id' => '', 'task' => '' ), end( $posted ) );
			$this->assertSame( $stage['icon'], $form['series']['stages'][ $i ]['icon'] );
		}
	}

	/**
	 * Saving the form unchanged stores the series as shipped: same texts, same task and resource ids.
	 */
	public function test_saving_the_form_unchanged_stores_the_shipped_series(): void {
		$before = self::series();
		$this->save( $this->form() );

		$this->assertTrue( ( new Series_Repository() )->is_customised( Series_Repository::NETWORKING_ID ) );
		$after = self::series();
		foreach ( array( 'name', 'subHeadingOne', 'subHeadingTwo', 'description', 'shortDescription', 'longDescription', 'who', 'deadEndOffer', 'keepInTouchDays' ) as $key ) {
			$this->assertSame( $before[ $key ], $after[ $key ], $key );
		}
		foreach ( $before['stages'] as $i => $stage ) {
			foreach ( array( 'name', 'icon', 'intro', 'description', 'resources', 'tasks', 'tips', 'offer' ) as $key ) {
				$this->assertSame( $stage[ $key ], $after['stages'][ $i ][ $key ], "stage {$i} {$key}" );
			}
		}
		$this->assertStringContainsString( 'Series saved.', $this->screen() );
	}

	/**
	 * An edited task keeps its id (so members' ticks stay) and takes the new text.
	 */
	public function test_an_edited_task_keeps_its_id_and_takes_the_new_text(): void {
		$before = self::series();
		$form   = $this->form();
		$form['series']['stages'][1]['tasks'][0]['task'] = 'Read their last three posts';
		$this->save( $form );

		$after = self::series();
		$this->assertSame( $before['stages'][1]['tasks'][0]['id'], $after['stages'][1]['tasks'][0]['id'] );
		$this->assertSame( 'Read their last three posts', $after['stages'][1]['tasks'][0]['task'] );
		$this->assertSame( self::task_ids( $before ), self::task_ids( $after ) );
	}

	/**
	 * A task typed in an empty row gets a fresh id, higher than every id the series has.
	 */
	public function test_a_new_task_gets_an_id_higher_than_every_existing_one(): void {
		$before = self::series();
		$form   = $this->form();
		$count  = count( $before['stages'][2]['tasks'] );
		$form['series']['stages'][2]['tasks'][ $count + 1 ]['task'] = 'Bring a printed copy of your questions';
		$this->save( $form );

		$tasks = self::series()['stages'][2]['tasks'];
		$this->assertCount( $count + 1, $tasks );
		$new = end( $tasks );
		$this->assertSame( 'Bring a printed copy of your questions', $new['task'] );
		$this->assertGreaterThan( self::max_task_id( $before ), $new['id'] );
	}

	/**
	 * A cleared task is removed, and its id is not given to the next new task, even when it was the highest.
	 */
	public function test_a_cleared_task_is_removed_and_its_id_is_never_reused(): void {
		$before  = self::series();
		$highest = self::max_task_id( $before );
		$form    = $this->form();
		foreach ( $form['series']['stages'] as $i => $stage ) {
			foreach ( $stage['tasks'] as $j => $task ) {
				if ( (string) $highest === $task['id'] ) {
					$form['series']['stages'][ $i ]['tasks'][ $j ]['task'] = '';
				}
			}
		}
		$this->save( $form );
		$cleared = self::series();
		$this->assertNotContains( $highest, array_merge( ...self::task_ids( $cleared ) ) );
		$this->assertSame( array_sum( array_map( 'count', self::task_ids( $before ) ) ) - 1, array_sum( array_map( 'count', self::task_ids( $cleared ) ) ) );

		$form  = $this->form();
		$count = count( $cleared['stages'][0]['tasks'] );
		$form['series']['stages'][0]['tasks'][ $count ]['task'] = 'A task added after the removal';
		$this->save( $form );

		$tasks = self::series()['stages'][0]['tasks'];
		$new   = end( $tasks );
		$this->assertSame( 'A task added after the removal', $new['task'] );
		$this->assertGreaterThan( $highest, $new['id'] );
	}

	/**
	 * HTML descriptions go through wp_kses_post: a script is removed, emphasis stays.
	 */
	public function test_html_descriptions_lose_scripts_and_keep_emphasis(): void {
		$form = $this->form();
		$form['series']['description']                  = '<p>Meet <strong>people</strong><script>alert(1)</script></p>';
		$form['series']['stages'][3]['description']     = '<p onclick="alert(2)">Ask <strong>one</strong> question</p><script src="https://evil.example/x.js"></script>';
		$form['series']['stages'][3]['tasks'][0]['task'] = '<b>Plain</b> text & "quotes"';
		$this->save( $form );

		$series = self::series();
		$this->assertSame( '<p>Meet <strong>people</strong>alert(1)</p>', $series['description'] );
		$this->assertSame( '<p>Ask <strong>one</strong> question</p>', $series['stages'][3]['description'] );
		$this->assertSame( '<b>Plain</b> text & "quotes"', $series['stages'][3]['tasks'][0]['task'], 'Plain text is stored as typed and escaped on output' );

		$html = $this->screen();
		$this->assertStringNotContainsString( '<b>Plain</b>', $html );
		$this->assertStringContainsString( 'value="&lt;b&gt;Plain&lt;/b&gt; text &#038; &quot;quotes&quot;"', $html );
	}

	/**
	 * A member without manage_options can neither see the editor nor save or reset the series.
	 */
	public function test_a_member_without_manage_options_is_refused_and_nothing_changes(): void {
		$form = $this->form();
		$form['series']['name'] = 'Taken over';
		$before                 = self::series();

		$this->act_as( self::$owner );
		$this->assertSame( '', $this->screen() );
		$form['_wpnonce'] = wp_create_nonce( Series_Admin::SAVE_ACTION );
		$this->assertSame( array( 'died' => 403 ), $this->post( 'handle_save', $form ) );
		$reset = array(
			'action'   => Series_Admin::RESET_ACTION,
			'_wpnonce' => wp_create_nonce( Series_Admin::RESET_ACTION ),
		);
		$this->assertSame( array( 'died' => 403 ), $this->post( 'handle_reset', $reset ) );

		$this->assertSame( $before, self::series() );
		$this->assertFalse( ( new Series_Repository() )->is_customised( Series_Repository::NETWORKING_ID ) );
		$this->assertFalse( get_transient( 'prism_series_admin_' . self::$owner ) );
	}

	/**
	 * A missing, wrong or other form's nonce is refused and nothing is stored.
	 */
	public function test_a_bad_nonce_is_refused_and_nothing_changes(): void {
		$before = self::series();
		$form   = $this->form();
		$form['series']['name'] = 'Changed without a nonce';

		unset( $form['_wpnonce'] );
		$this->assertSame( array( 'died' => 403 ), $this->post( 'handle_save', $form ) );
		$form['_wpnonce'] = 'not-a-nonce';
		$this->assertSame( array( 'died' => 403 ), $this->post( 'handle_save', $form ) );
		$form['_wpnonce'] = wp_create_nonce( Series_Admin::RESET_ACTION );
		$this->assertSame( array( 'died' => 403 ), $this->post( 'handle_save', $form ) );

		$this->assertSame( $before, self::series() );
		$this->assertFalse( ( new Series_Repository() )->is_customised( Series_Repository::NETWORKING_ID ) );
	}

	/**
	 * Restoring the default series brings back the shipped series, and the screen says so.
	 */
	/**
	 * A link to the handlers (a GET), even with a valid nonce, changes nothing and goes back to the editor.
	 */
	public function test_a_get_with_a_valid_nonce_changes_nothing(): void {
		$form                   = $this->form();
		$form['series']['name'] = 'Changed by a link';
		$this->assertSame( array( 'redirect' => Series_Admin::url() ), $this->post( 'handle_save', $form, 'GET' ) );
		$this->assertNotSame( 'Changed by a link', self::series()['name'] );
		$this->save( $form );
		$reset = array(
			'action'   => Series_Admin::RESET_ACTION,
			'_wpnonce' => wp_create_nonce( Series_Admin::RESET_ACTION ),
		);
		$this->assertSame( array( 'redirect' => Series_Admin::url() ), $this->post( 'handle_reset', $reset, 'GET' ) );
		$this->assertSame( 'Changed by a link', self::series()['name'], 'still the saved series' );
	}

	public function test_reset_returns_to_the_default_series(): void {
		$form                                            = $this->form();
		$form['series']['name']                          = 'Our own series';
		$form['series']['stages'][0]['tasks'][0]['task'] = 'Edited';
		$this->save( $form );
		$this->assertSame( 'Our own series', self::series()['name'] );

		$reset = array(
			'action'   => Series_Admin::RESET_ACTION,
			'_wpnonce' => wp_create_nonce( Series_Admin::RESET_ACTION ),
		);
		$this->assertSame( array( 'redirect' => Series_Admin::url() ), $this->post( 'handle_reset', $reset ) );

		$repository = new Series_Repository();
		$this->assertFalse( $repository->is_customised( Series_Repository::NETWORKING_ID ) );
		$default = Default_Series::networking();
		unset( $default['wordpressId'], $default['updatedAt'] );
		$this->assertSame( $default, self::series() );
		$html = $this->screen();
		$this->assertStringContainsString( 'The default series is back.', $html );
		$this->assertStringContainsString( 'Members follow the default series PRISM ships', $html );
	}

	/**
	 * A refused save stores nothing; the screen reopens with the problems marked and exactly what was typed,
	 * new rows included.
	 */
	public function test_a_refused_save_stores_nothing_and_reopens_with_what_was_typed(): void {
		$before = self::series();
		$form   = $this->form();
		$count  = count( $before['stages'][4]['resources'] );
		$form['series']['name']                                                = '  ';
		$form['series']['stages'][2]['name']                                   = '';
		$form['series']['stages'][4]['tasks'][0]['task']                       = 'Typed but not saved';
		$form['series']['stages'][4]['resources'][ $count ]['link']            = 'javascript:alert(1)';
		$form['series']['stages'][4]['resources'][ $count ]['description']     = 'A bad link';
		$form['series']['stages'][4]['resources'][ $count + 1 ]['description'] = 'No link at all';
		$this->save( $form );

		$this->assertSame( $before, self::series() );
		$this->assertFalse( ( new Series_Repository() )->is_customised( Series_Repository::NETWORKING_ID ) );

		$html = $this->screen();
		$this->assertStringContainsString( 'The series was not saved.', $html );
		$this->assertStringContainsString( 'Give the series a name.', $html );
		$this->assertStringContainsString( 'Stage 3 needs a name.', $html );
		$this->assertStringContainsString( 'not &quot;javascript:&quot; links', $html );
		$this->assertStringContainsString( 'Give the resource a web address, or clear its description to remove it.', $html );
		$this->assertMatchesRegularExpression( '/<details class="prism-stage" id="prism-stage-2" open>/', $html );
		$this->assertMatchesRegularExpression( '/<details class="prism-stage" id="prism-stage-4" open>/', $html );
		$this->assertMatchesRegularExpression( '/<details class="prism-stage" id="prism-stage-0">/', $html );

		$again = $this->form( $html );
		$this->assertSame( 'Typed but not saved', $again['series']['stages'][4]['tasks'][0]['task'] );
		$this->assertSame( (string) $before['stages'][4]['tasks'][0]['id'], $again['series']['stages'][4]['tasks'][0]['id'] );
		$this->assertSame( 'javascript:alert(1)', $again['series']['stages'][4]['resources'][ $count ]['link'] );
		$this->assertSame( 'No link at all', $again['series']['stages'][4]['resources'][ $count + 1 ]['description'] );
		$this->assertStringNotContainsString( 'The series was not saved.', $this->screen(), 'The message is shown once' );
	}

	/**
	 * When the database fails, nothing is stored and the screen reopens with what was typed and a readable message.
	 */
	public function test_a_failing_database_stores_nothing_and_keeps_what_was_typed(): void {
		$before = self::series();
		$form   = $this->form();
		$form['series']['name'] = 'Typed while the database was down';
		$this->with_failing_sql( 'INSERT INTO', 'series', fn() => $this->save( $form ) );

		$this->assertSame( $before, self::series() );
		$html = $this->screen();
		$this->assertStringContainsString( 'The series was not saved.', $html );
		$this->assertStringContainsString( 'Something went wrong on the site.', $html );
		$this->assertSame( 'Typed while the database was down', $this->form( $html )['series']['name'] );
	}

	/**
	 * The screen does not edit milestones: saving keeps them.
	 */
	public function test_saving_keeps_the_milestones(): void {
		$repository = new Series_Repository();
		$series     = $repository->networking();
		$series['milestones'] = array(
			array(
				'id'    => 0,
				'name'  => 'First ten contacts',
				'tasks' => array( array( 'task' => 'Add ten contacts' ) ),
			),
		);
		$milestones = $repository->save( Series_Repository::NETWORKING_ID, $series, self::$admin )['milestones'];
		$this->assertCount( 1, $milestones );

		$this->save( $this->form() );
		$this->assertSame( $milestones, self::series()['milestones'] );
	}
}
