<?php
/**
 * PRISM → Mentoring series (Admin\Mentoring_Admin): the list and the form rendered as an admin sees them, their
 * forms posted back the way a browser posts them, through the admin-post handlers, against the real database. The
 * handlers end in a redirect or in wp_die(); both are caught here, so the tests see where the browser would be sent.
 *
 * @package Prism
 */

namespace Prism\Tests\Admin;

use Prism\Admin\Mentoring_Admin;
use Prism\Data\Db;
use Prism\Data\Series_Repository;
use Prism\Domain\Default_Mentoring_Series;
use Prism\Domain\Text;
use Prism\Schema\Schema;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * A mentoring handler redirected the browser (wp_redirect was called).
 */
final class Mentoring_Redirected extends \RuntimeException {
}

/**
 * A mentoring handler ended the request with wp_die(); the code is the HTTP status.
 */
final class Mentoring_Died extends \RuntimeException {
}

/**
 * Mentoring series screen outcomes.
 */
final class MentoringAdminTest extends Prism_Test_Case {

	/**
	 * A site administrator (user id).
	 *
	 * @var int
	 */
	private static int $admin = 0;

	/**
	 * The mentoring series rows as they were before the test (put back after it).
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $series_rows = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
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
		$table = Schema::table( 'series' );
		// Every test starts from the two shipped series as PRISM ships them, whatever the site had.
		$this->series_rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE kind = %s", 'mentoring' ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test fixture; table from Schema.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE kind = %s", 'mentoring' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test fixture; table from Schema.
		foreach ( Default_Mentoring_Series::KEYS as $key ) {
			$wpdb->insert(
				$table,
				array(
					'kind'        => 'mentoring',
					'status'      => 'active',
					'shipped_key' => $key,
				)
			);
		}
		$this->act_as( self::$admin );
	}

	protected function tearDown(): void {
		global $wpdb;
		$table = Schema::table( 'series' );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE kind = %s", 'mentoring' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test fixture; table from Schema.
		foreach ( $this->series_rows as $row ) {
			$wpdb->insert( $table, $row );
		}
		foreach ( array( self::$admin, self::$owner ) as $user_id ) {
			delete_transient( 'prism_mentoring_admin_' . $user_id );
		}
		$_POST    = array();
		$_REQUEST = array();
		$_GET     = array();
		parent::tearDown();
	}

	// --- helpers -------------------------------------------------------------------------------------------

	/**
	 * The screen's HTML as the logged-in user sees it: the list, or a series' form.
	 *
	 * @param int|string|null $series Series id, 'new', or null for the list.
	 */
	private function screen( $series = null ): string {
		$_GET = null === $series ? array() : array( 'series' => (string) $series );
		ob_start();
		Mentoring_Admin::render();
		$html = (string) ob_get_clean();
		$_GET = array();
		return $html;
	}

	/**
	 * What the browser would post from the form (unslashed): every named input and textarea with its value.
	 *
	 * @param int|string  $series Series id or 'new'.
	 * @param string|null $html   The form already rendered, or null to render it now.
	 * @return array<string, mixed>
	 */
	private function form( $series, ?string $html = null ): array {
		$html = $html ?? $this->screen( $series );
		$this->assertStringContainsString( 'id="prism-mentoring-form"', $html, 'The form was not rendered' );
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$pairs = array();
		foreach ( ( new \DOMXPath( $doc ) )->query( '//form[@id="prism-mentoring-form"]//*[self::input or self::textarea]' ) as $field ) {
			$name = $field->getAttribute( 'name' );
			if ( '' === $name ) {
				continue;
			}
			$value   = 'textarea' === $field->nodeName ? preg_replace( '/^\r?\n/', '', $field->textContent ) : $field->getAttribute( 'value' );
			$pairs[] = rawurlencode( $name ) . '=' . rawurlencode( (string) $value );
		}
		parse_str( implode( '&', $pairs ), $post );
		return $post;
	}

	/**
	 * Posts to an admin-post handler as the current user, the way admin-post.php calls it. Returns where the
	 * browser was sent, or the wp_die() status.
	 *
	 * @param string               $handler 'handle_save', 'handle_status', 'handle_delete' or 'handle_restore'.
	 * @param array<string, mixed> $post    Unslashed fields.
	 * @param string               $method  The request method.
	 * @return array{redirect?: string, died?: int}
	 */
	private function post( string $handler, array $post, string $method = 'POST' ): array {
		$_POST                     = 'POST' === $method ? wp_slash( $post ) : array();
		$_GET                      = 'POST' === $method ? array() : wp_slash( $post );
		$_REQUEST                  = array_merge( $_GET, $_POST );
		$_SERVER['REQUEST_METHOD'] = $method;
		$redirect                  = static function ( $location ): void {
			throw new Mentoring_Redirected( (string) $location );
		};
		$die                       = static function (): callable {
			return static function ( $message, $title = '', $args = array() ): void {
				throw new Mentoring_Died( 'wp_die', (int) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
			};
		};
		add_filter( 'wp_redirect', $redirect, PHP_INT_MAX );
		add_filter( 'wp_die_handler', $die, PHP_INT_MAX );
		try {
			call_user_func( array( Mentoring_Admin::class, $handler ) );
			$this->fail( "{$handler} returned without redirecting or dying" );
		} catch ( Mentoring_Redirected $e ) {
			return array( 'redirect' => $e->getMessage() );
		} catch ( Mentoring_Died $e ) {
			return array( 'died' => $e->getCode() );
		} finally {
			remove_filter( 'wp_redirect', $redirect, PHP_INT_MAX );
			remove_filter( 'wp_die_handler', $die, PHP_INT_MAX );
			unset( $_SERVER['REQUEST_METHOD'] );
			$_GET = array();
		}
	}

	/**
	 * Saves a form (id 0: a new series) with its own valid nonce; returns where the browser was sent.
	 *
	 * @param int                  $id   Series id, or 0.
	 * @param array<string, mixed> $form Form fields (form()).
	 * @return array{redirect?: string, died?: int}
	 */
	private function save( int $id, array $form ): array {
		$form['series_id'] = (string) $id;
		$form['_wpnonce']  = wp_create_nonce( Mentoring_Admin::nonce_action( Mentoring_Admin::SAVE_ACTION, $id ) );
		return $this->post( 'handle_save', $form );
	}

	/**
	 * Posts one of the list's buttons on a series with its valid nonce; returns where the browser was sent.
	 *
	 * @param string               $action  The *_ACTION constant.
	 * @param int                  $id      Series id.
	 * @param array<string, mixed> $fields  Extra fields.
	 * @return array{redirect?: string, died?: int}
	 */
	private function press( string $action, int $id, array $fields = array() ): array {
		$handlers = array(
			Mentoring_Admin::STATUS_ACTION  => 'handle_status',
			Mentoring_Admin::DELETE_ACTION  => 'handle_delete',
			Mentoring_Admin::RESTORE_ACTION => 'handle_restore',
		);
		return $this->post(
			$handlers[ $action ],
			array(
				'action'    => $action,
				'series_id' => (string) $id,
				'_wpnonce'  => wp_create_nonce( Mentoring_Admin::nonce_action( $action, $id ) ),
			) + $fields
		);
	}

	/**
	 * A new series as the Add form posts it: milestones of task rows, each row [name, description].
	 *
	 * @param string                                        $name       Series name.
	 * @param array<string, array<int, array{0: string, 1: string}>> $milestones Milestone name => task rows.
	 * @return array<string, mixed>
	 */
	private static function new_series( string $name, array $milestones ): array {
		$posted = array(
			'name'             => $name,
			'shortDescription' => 'Three months to a first product launch.',
			'longDescription'  => '<p>Plan the <strong>launch</strong>.</p>',
			'who'              => "New product managers.\nAnyone shipping a first product.",
			'milestones'       => array(),
		);
		foreach ( $milestones as $milestone => $tasks ) {
			$rows = array();
			foreach ( array_pad( $tasks, Mentoring_Admin::TASK_ROWS, array( '', '' ) ) as $task ) {
				$rows[] = array(
					'id'          => '',
					'name'        => $task[0],
					'description' => $task[1],
				);
			}
			$posted['milestones'][] = array(
				'id'    => '',
				'name'  => $milestone,
				'tasks' => $rows,
			);
		}
		return array( 'series' => $posted );
	}

	/**
	 * Five tasks named after a prefix, each with a description.
	 *
	 * @param string $prefix Name prefix.
	 * @param int    $count  How many.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function tasks( string $prefix, int $count = 5 ): array {
		$tasks = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$tasks[] = array( "{$prefix} {$i}", "Do {$prefix} {$i} this week." );
		}
		return $tasks;
	}

	/**
	 * The id of the mentoring series with this name, or 0.
	 *
	 * @param string $name Series name.
	 */
	private static function id_of( string $name ): int {
		foreach ( ( new Series_Repository() )->mentoring() as $series ) {
			if ( $name === $series['name'] ) {
				return (int) $series['id'];
			}
		}
		return 0;
	}

	/**
	 * The id of a shipped series.
	 *
	 * @param string $key Shipped key.
	 */
	private static function shipped_id( string $key ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'series' ) . ' WHERE shipped_key = %s', $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test fixture; table from Schema.
	}

	/**
	 * Every mentoring series row, as stored (for "nothing changed").
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function rows(): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Schema::table( 'series' ) . ' WHERE kind = %s ORDER BY id', 'mentoring' ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test fixture; table from Schema.
	}

	/**
	 * Records a relationship that uses a series, as a member's would be (straight into the table).
	 *
	 * @param int $series_id Series id.
	 */
	private function use_series( int $series_id ): void {
		global $wpdb;
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Maya', 'lastName' => 'Mentor' ) );
		$wpdb->insert(
			Schema::table( 'mentorships' ),
			array(
				'owner_id'   => self::$owner,
				'contact_id' => $contact,
				'series_id'  => $series_id,
				'role'       => 'mentor',
				'created_at' => Db::now(),
				'updated_at' => Db::now(),
			)
		);
		$this->assertSame( 1, (int) $wpdb->rows_affected, 'The relationship fixture was stored' );
	}

	/**
	 * The list's row of a series.
	 *
	 * @param string $html The list.
	 * @param int    $id   Series id.
	 */
	private static function row_html( string $html, int $id ): string {
		return preg_match( '#<tr id="prism-series-' . $id . '"[^>]*>.*?</tr>#s', $html, $match ) ? $match[0] : '';
	}

	// --- hostile text ----------------------------------------------------------------------------------------

	/**
	 * Series editors may be editors, not administrators: what they type is shown to every admin. Each payload of the
	 * XSS corpus (tests/fixtures/security/xss-payloads.json) as a series' name, short description, "who is this for",
	 * milestone name, task name and description shows on the list and the form exactly as typed, as text or a
	 * field's value: no element, event handler or link comes from it.
	 */
	public function test_every_payload_shows_as_text_on_the_list_and_the_form(): void {
		$corpus = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/security/xss-payloads.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- test fixture.
		$this->assertGreaterThan( 20, count( $corpus['text'] ) );
		foreach ( $corpus['text'] as $i => $payload ) {
			$text = trim( (string) preg_replace( '/[\r\n\x{2028}\x{2029}]+/u', ' ', $payload ) );
			$name = mb_substr( $text, 0, 80 ) . " #{$i}";
			$form = self::new_series( $name, array( mb_substr( $text, 0, 80 ) => array_merge( array( array( mb_substr( $text, 0, 80 ), $payload ) ), self::tasks( 'T', 3 ) ) ) );
			$form['series']['shortDescription'] = $text;
			$form['series']['who']              = $payload;
			$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->save( 0, $form ), "payload {$i} saved" );
			$id = self::id_of( $name );
			$this->assertGreaterThan( 0, $id, "payload {$i} stored under its own name" );

			$form_html = $this->screen( $id );
			$again     = $this->form( $id, $form_html );
			$this->assertSame( $name, $again['series']['name'], "payload {$i}: the name field holds it exactly" );
			$this->assertSame( $text, $again['series']['shortDescription'] );
			$this->assertSame( mb_substr( $text, 0, 80 ), $again['series']['milestones'][0]['tasks'][0]['name'] );
			$stored = ( new Series_Repository() )->find( $id );
			$this->assertSame( $payload, $stored['milestones'][0]['tasks'][0]['description'], "payload {$i}: the task description is stored exactly" );
			$this->assertSame( Text::clean( $payload, true ), $stored['who'] );
			foreach ( array( 'form' => $form_html, 'list' => $this->screen() ) as $screen => $html ) {
				$doc      = new \DOMDocument();
				$previous = libxml_use_internal_errors( true );
				$doc->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
				libxml_clear_errors();
				libxml_use_internal_errors( $previous );
				$xpath = new \DOMXPath( $doc );
				$this->assertSame( 0, $xpath->query( '//script|//svg|//img|//iframe|//object|//embed|//style|//math' )->length, "payload {$i}, {$screen}: no element from it" );
				$this->assertSame( 0, $xpath->query( '//@*[starts-with(name(), "on")]' )->length, "payload {$i}, {$screen}: no event handler" );
				foreach ( $xpath->query( '//@href|//@src|//@action|//@formaction' ) as $link ) {
					$this->assertDoesNotMatchRegularExpression( '/^\s*(javascript|data|vbscript):/i', $link->value, "payload {$i}, {$screen}: no script link" );
				}
				$this->assertStringContainsString( $name, $doc->textContent . implode( "\n", array_map( static fn( $v ) => $v->value, iterator_to_array( $xpath->query( '//input/@value' ) ) ) ), "payload {$i}, {$screen}: the name shows as typed" );
			}
		}
	}

	// --- the list ------------------------------------------------------------------------------------------

	/**
	 * The list shows each series with its status, source, size and use; Delete is disabled for a series in use.
	 */
	public function test_the_list_shows_each_series_with_status_source_size_and_use(): void {
		$find = self::shipped_id( 'find-a-mentor' );
		$year = self::shipped_id( 'mentor-first-year' );
		$this->use_series( $year );

		$html = $this->screen();
		$this->assertStringContainsString( 'Add a mentoring series', $html );
		$first = self::row_html( $html, $find );
		$this->assertStringContainsString( 'Finding a Mentor', $first );
		$this->assertStringContainsString( 'Offered', $first );
		$this->assertStringContainsString( 'Shipped with PRISM', $first );
		$this->assertStringContainsString( '5 milestones, 25 tasks', $first );
		$this->assertStringContainsString( 'Nobody yet', $first );
		$this->assertStringNotContainsString( 'Restore the shipped version', $first, 'Nothing to restore before an edit' );
		$this->assertDoesNotMatchRegularExpression( '/<button[^>]*prism-delete[^>]*disabled/s', $first );

		$second = self::row_html( $html, $year );
		$this->assertStringContainsString( 'Your First Year as a Mentor', $second );
		$this->assertStringContainsString( '1 relationship', $second );
		$this->assertMatchesRegularExpression( '/<button[^>]*prism-delete[^>]*disabled aria-describedby="prism-series-' . $year . '-in-use"/s', $second );
		$this->assertStringContainsString( 'In use, so it cannot be deleted: archive it instead.', $second );
	}

	/**
	 * A member without manage_options sees neither the list nor a form.
	 */
	public function test_a_member_without_manage_options_sees_nothing(): void {
		$this->act_as( self::$owner );
		$this->assertSame( '', $this->screen() );
		$this->assertSame( '', $this->screen( 'new' ) );
		$this->assertSame( '', $this->screen( self::shipped_id( 'find-a-mentor' ) ) );
	}

	// --- add and edit --------------------------------------------------------------------------------------

	/**
	 * The Add form posts a new series: stored as typed, its HTML through wp_kses_post, offered to members.
	 */
	public function test_adding_a_series_stores_it_with_its_html_cleaned_and_text_exact(): void {
		$form = self::new_series(
			'Launching a product',
			array(
				'Plan'   => array_merge( array( array( 'Budget <100k and >50k', 'Agree the "must-haves" & the nice-to-haves.' ) ), self::tasks( 'Plan', 4 ) ),
				'Launch' => self::tasks( 'Launch', 4 ),
			)
		);
		$form['series']['longDescription'] = '<p>Plan the <strong>launch</strong>.</p><script>alert(1)</script><p onclick="x()">Then <em>ship</em>.</p>';
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->save( 0, $form ) );

		$id = self::id_of( 'Launching a product' );
		$this->assertGreaterThan( 0, $id );
		$series = ( new Series_Repository() )->find( $id );
		$this->assertSame( 'mentoring', $series['kind'] );
		$this->assertSame( 'active', $series['status'] );
		$this->assertSame( '', $series['shippedKey'] );
		$this->assertSame( self::$admin, $series['wordpressId'] );
		$this->assertSame( '<p>Plan the <strong>launch</strong>.</p>alert(1)<p>Then <em>ship</em>.</p>', $series['longDescription'] );
		$this->assertSame( "New product managers.\nAnyone shipping a first product.", $series['who'] );
		$this->assertSame( array( 'Plan', 'Launch' ), array_column( $series['milestones'], 'name' ) );
		$plan = $series['milestones'][0]['tasks'];
		$this->assertCount( 5, $plan );
		$this->assertSame( 'Budget <100k and >50k', $plan[0]['name'] );
		$this->assertSame( 'Agree the "must-haves" & the nice-to-haves.', $plan[0]['description'] );
		$this->assertCount( 4, $series['milestones'][1]['tasks'], 'A milestone of four tasks (one row left empty)' );
		$ids = array_merge( array_column( $plan, 'id' ), array_column( $series['milestones'][1]['tasks'], 'id' ) );
		$this->assertSame( range( 1, 9 ), $ids );
		$this->assertContains( $id, array_column( ( new Series_Repository() )->mentoring( true ), 'id' ), 'Offered to members' );

		$list = $this->screen();
		$this->assertStringContainsString( 'The mentoring series &quot;Launching a product&quot; was added.', $list );
		$this->assertStringContainsString( 'Written here', self::row_html( $list, $id ) );
		$this->assertStringContainsString( '2 milestones, 9 tasks', self::row_html( $list, $id ) );

		$html = $this->screen( $id );
		$this->assertStringNotContainsString( 'Budget <100k', $html );
		$this->assertStringContainsString( 'value="Budget &lt;100k and &gt;50k"', $html );
		$again = $this->form( $id, $html );
		$this->assertSame( 'Budget <100k and >50k', $again['series']['milestones'][0]['tasks'][0]['name'] );
		$this->assertSame( '<p>Plan the <strong>launch</strong>.</p>alert(1)<p>Then <em>ship</em>.</p>', $again['series']['longDescription'] );
	}

	/**
	 * Editing a shipped series through its form keeps every task id; a cleared task is removed and its id is never
	 * given to a task added later; a milestone left out is removed.
	 */
	public function test_editing_keeps_task_ids_and_never_reuses_a_removed_one(): void {
		$id     = self::shipped_id( 'find-a-mentor' );
		$before = ( new Series_Repository() )->find( $id );
		$form   = $this->form( $id );
		$this->assertCount( 5, $form['series']['milestones'] );
		$this->assertSame( '7', $form['series']['milestones'][1]['tasks'][1]['id'] );

		$form['series']['name']                                           = 'Finding a Mentor (our version)';
		$form['series']['milestones'][1]['tasks'][1]['name']              = 'Ask three people for names';
		$form['series']['milestones'][1]['tasks'][1]['description']       = 'Ask at the next team meeting.';
		$form['series']['milestones'][0]['tasks'][4]                      = array(
			'id'          => $form['series']['milestones'][0]['tasks'][4]['id'],
			'name'        => '',
			'description' => '',
		);
		unset( $form['series']['milestones'][4] );
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->save( $id, $form ) );

		$after = ( new Series_Repository() )->find( $id );
		$this->assertSame( 'Finding a Mentor (our version)', $after['name'] );
		$this->assertSame( array( 1, 2, 3, 4 ), array_column( $after['milestones'], 'id' ) );
		$this->assertSame( array( 1, 2, 3, 4 ), array_column( $after['milestones'][0]['tasks'], 'id' ), 'Task 5 cleared' );
		$this->assertSame(
			array(
				'id'          => 7,
				'name'        => 'Ask three people for names',
				'description' => 'Ask at the next team meeting.',
			),
			$after['milestones'][1]['tasks'][1]
		);
		foreach ( array( 1, 2, 3 ) as $m ) {
			$this->assertSame( array_column( $before['milestones'][ $m ]['tasks'], 'id' ), array_column( $after['milestones'][ $m ]['tasks'], 'id' ) );
		}
		$this->assertSame( $before['milestones'][2]['tasks'], $after['milestones'][2]['tasks'], 'Untouched tasks keep their text' );

		// The row left empty takes a new task: it gets an id the series never had, not the removed task's 5.
		$form = $this->form( $id );
		$this->assertSame( '', $form['series']['milestones'][0]['tasks'][4]['id'] );
		$form['series']['milestones'][0]['tasks'][4]['name'] = 'Write down what you will not do';
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->save( $id, $form ) );
		$tasks = ( new Series_Repository() )->find( $id )['milestones'][0]['tasks'];
		$this->assertSame( array( 1, 2, 3, 4, 26 ), array_column( $tasks, 'id' ) );
		$this->assertStringContainsString( 'Shipped, edited', self::row_html( $this->screen(), $id ) );
	}

	/**
	 * A milestone of three tasks is refused: nothing stored, the form reopens with what was typed and the
	 * problem next to the milestone.
	 */
	public function test_a_milestone_of_three_tasks_is_refused_and_nothing_is_stored(): void {
		$before = self::rows();
		$form   = self::new_series(
			'Too short <a series>',
			array(
				'Start' => self::tasks( 'Start', 5 ),
				'Short' => self::tasks( 'Short', 3 ),
			)
		);
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url( 'new' ) ), $this->save( 0, $form ) );
		$this->assertSame( $before, self::rows(), 'Nothing stored' );

		$html = $this->screen( 'new' );
		$this->assertStringContainsString( 'The series was not saved.', $html );
		$this->assertStringContainsString( '<p class="prism-field-error" id="prism-error-milestones-1-tasks">Milestone 2 needs 4 to 5 tasks, each with a name.</p>', $html );
		$this->assertStringContainsString( '<fieldset class="prism-milestone" id="prism-milestone-1" aria-describedby="prism-error-milestones-1-tasks">', $html );
		$again = $this->form( 'new', $html );
		$this->assertSame( 'Too short <a series>', $again['series']['name'] );
		$this->assertSame( 'Short 3', $again['series']['milestones'][1]['tasks'][2]['name'] );
		$this->assertSame( '', $again['series']['milestones'][1]['tasks'][3]['name'] );
		$this->assertCount( Mentoring_Admin::TASK_ROWS, $again['series']['milestones'][1]['tasks'] );
		$this->assertStringNotContainsString( 'The series was not saved.', $this->screen( 'new' ), 'The message is shown once' );
	}

	/**
	 * A refused edit of an existing series reopens its own form with what was typed; a task description without
	 * a name is marked on its field.
	 */
	public function test_a_refused_edit_reopens_the_series_form_with_the_problems_marked(): void {
		$id     = self::shipped_id( 'mentor-first-year' );
		$before = self::rows();
		$form   = $this->form( $id );
		$form['series']['name']                              = ' ';
		$form['series']['milestones'][2]['tasks'][0]['name'] = '';
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url( $id ) ), $this->save( $id, $form ) );
		$this->assertSame( $before, self::rows() );

		$html = $this->screen( $id );
		$this->assertStringContainsString( 'Fix what is marked below and save again:', $html );
		$this->assertStringContainsString( 'Give the series a name.', $html );
		$this->assertStringContainsString( 'Task 1 of milestone 3 has a description but no name.', $html );
		$this->assertMatchesRegularExpression( '/id="prism-milestone-2-task-0-name"[^>]*aria-invalid="true" aria-describedby="prism-error-milestones-2-tasks-0-name"/', $html );
		$this->assertMatchesRegularExpression( '/id="prism-mentoring-name"[^>]*aria-describedby="prism-error-name prism-mentoring-name-help" aria-invalid="true"/', $html );
		$this->assertSame( '11', $this->form( $id, $html )['series']['milestones'][2]['tasks'][0]['id'], 'The task keeps its id in the reopened form' );
	}

	/**
	 * When the database fails, nothing is stored and the form reopens with what was typed and a readable message.
	 */
	public function test_a_failing_database_keeps_what_was_typed(): void {
		$before = self::rows();
		$form   = self::new_series( 'Typed while the database was down', array( 'Start' => self::tasks( 'Start' ) ) );
		$this->with_failing_sql( 'INSERT INTO', 'series', fn() => $this->assertSame( array( 'redirect' => Mentoring_Admin::url( 'new' ) ), $this->save( 0, $form ) ) );
		$this->assertSame( $before, self::rows() );
		$html = $this->screen( 'new' );
		$this->assertStringContainsString( 'Something went wrong on the site.', $html );
		$this->assertSame( 'Typed while the database was down', $this->form( 'new', $html )['series']['name'] );
	}

	// --- archive, delete, restore --------------------------------------------------------------------------

	/**
	 * Archive takes a series off the offer (members who follow it keep it); Offer again brings it back.
	 */
	public function test_archive_and_offer_again(): void {
		$id         = self::shipped_id( 'find-a-mentor' );
		$repository = new Series_Repository();
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->press( Mentoring_Admin::STATUS_ACTION, $id, array( 'status' => 'archived' ) ) );
		$this->assertSame( 'archived', $repository->find( $id )['status'] );
		$this->assertNotContains( $id, array_column( $repository->mentoring( true ), 'id' ) );
		$html = $this->screen();
		$this->assertStringContainsString( '&quot;Finding a Mentor&quot; is archived', $html );
		$row = self::row_html( $html, $id );
		$this->assertStringContainsString( 'Archived', $row );
		$this->assertStringContainsString( 'Offer again', $row );

		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->press( Mentoring_Admin::STATUS_ACTION, $id, array( 'status' => 'active' ) ) );
		$this->assertSame( 'active', $repository->find( $id )['status'] );
		$this->assertContains( $id, array_column( $repository->mentoring( true ), 'id' ) );
		$this->assertStringContainsString( 'is offered to members again', $this->screen() );

		$before = self::rows();
		$this->press( Mentoring_Admin::STATUS_ACTION, $id, array( 'status' => 'deleted' ) );
		$this->assertSame( $before, self::rows(), 'An unknown status changes nothing' );
	}

	/**
	 * A series nobody uses is deleted.
	 */
	public function test_a_series_nobody_uses_is_deleted(): void {
		$this->save( 0, self::new_series( 'Short-lived', array( 'Only' => self::tasks( 'Only' ) ) ) );
		$id = self::id_of( 'Short-lived' );
		$this->assertGreaterThan( 0, $id );
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->press( Mentoring_Admin::DELETE_ACTION, $id ) );
		$this->assertNull( ( new Series_Repository() )->find( $id ) );
		$this->assertStringContainsString( 'The mentoring series &quot;Short-lived&quot; was deleted.', $this->screen() );
		$this->assertCount( 2, self::rows(), 'The shipped series stay' );
	}

	/**
	 * A series a relationship uses is not deleted (even when the button was pressed on a list that showed it
	 * unused), and the admin is told to archive it instead.
	 */
	public function test_a_series_in_use_is_not_deleted(): void {
		$id = self::shipped_id( 'mentor-first-year' );
		$this->use_series( $id );
		$before = self::rows();
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->press( Mentoring_Admin::DELETE_ACTION, $id ) );
		$this->assertSame( $before, self::rows() );
		$this->assertStringContainsString( 'was not deleted: a member has started a mentoring relationship in it. Archive it instead', $this->screen() );
	}

	/**
	 * An edited shipped series goes back to the shipped text; a series written here has nothing to restore.
	 */
	public function test_restore_brings_back_the_shipped_version(): void {
		$id   = self::shipped_id( 'mentor-first-year' );
		$form = $this->form( $id );
		$form['series']['name']                              = 'Mentoring, our way';
		$form['series']['milestones'][0]['tasks'][0]['name'] = 'Edited task';
		$this->save( $id, $form );
		$repository = new Series_Repository();
		$this->assertTrue( $repository->is_customised( $id ) );
		$row = self::row_html( $this->screen(), $id );
		$this->assertStringContainsString( 'Shipped, edited', $row );
		$this->assertStringContainsString( 'Restore the shipped version', $row );
		$this->assertStringContainsString( 'data-prism-confirm="', $row );

		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->press( Mentoring_Admin::RESTORE_ACTION, $id ) );
		$this->assertFalse( $repository->is_customised( $id ) );
		$restored = $repository->find( $id );
		$shipped  = Default_Mentoring_Series::get( 'mentor-first-year' );
		foreach ( array( 'name', 'shortDescription', 'longDescription', 'who', 'milestones' ) as $key ) {
			$this->assertSame( $shipped[ $key ], $restored[ $key ], $key );
		}
		$html = $this->screen();
		$this->assertStringContainsString( 'The shipped version of &quot;Your First Year as a Mentor&quot; is back.', $html );
		$this->assertStringContainsString( 'Shipped with PRISM', self::row_html( $html, $id ) );

		$this->save( 0, self::new_series( 'Written here', array( 'Only' => self::tasks( 'Only' ) ) ) );
		$own    = self::id_of( 'Written here' );
		$before = self::rows();
		$this->press( Mentoring_Admin::RESTORE_ACTION, $own );
		$this->assertSame( $before, self::rows() );
		$this->assertStringContainsString( 'Only a series shipped with PRISM has a shipped version to restore.', $this->screen() );
	}

	// --- the admin-post guard ------------------------------------------------------------------------------

	/**
	 * No nonce, a wrong nonce, another series' or another action's nonce, a subscriber, or a GET: nothing changes.
	 */
	public function test_every_handler_refuses_bad_nonces_subscribers_and_gets(): void {
		$id       = self::shipped_id( 'find-a-mentor' );
		$other    = self::shipped_id( 'mentor-first-year' );
		$edited   = $this->form( $id );
		$edited['series']['name'] = 'Taken over';
		$handlers = array(
			Mentoring_Admin::SAVE_ACTION    => array( 'handle_save', $edited ),
			Mentoring_Admin::STATUS_ACTION  => array( 'handle_status', array( 'status' => 'archived' ) ),
			Mentoring_Admin::DELETE_ACTION  => array( 'handle_delete', array() ),
			Mentoring_Admin::RESTORE_ACTION => array( 'handle_restore', array() ),
		);
		$before = self::rows();
		foreach ( $handlers as $action => list( $handler, $fields ) ) {
			$fields['action']    = $action;
			$fields['series_id'] = (string) $id;
			unset( $fields['_wpnonce'] );
			$this->assertSame( array( 'died' => 403 ), $this->post( $handler, $fields ), "{$action}: no nonce" );
			$fields['_wpnonce'] = 'not-a-nonce';
			$this->assertSame( array( 'died' => 403 ), $this->post( $handler, $fields ), "{$action}: wrong nonce" );
			$fields['_wpnonce'] = wp_create_nonce( Mentoring_Admin::nonce_action( $action, $other ) );
			$this->assertSame( array( 'died' => 403 ), $this->post( $handler, $fields ), "{$action}: another series' nonce" );
			$fields['_wpnonce'] = wp_create_nonce( Mentoring_Admin::nonce_action( Mentoring_Admin::SAVE_ACTION === $action ? Mentoring_Admin::DELETE_ACTION : Mentoring_Admin::SAVE_ACTION, $id ) );
			$this->assertSame( array( 'died' => 403 ), $this->post( $handler, $fields ), "{$action}: another action's nonce" );

			$fields['_wpnonce'] = wp_create_nonce( Mentoring_Admin::nonce_action( $action, $id ) );
			$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->post( $handler, $fields, 'GET' ), "{$action}: a GET goes back to the list" );

			$this->act_as( self::$owner );
			$fields['_wpnonce'] = wp_create_nonce( Mentoring_Admin::nonce_action( $action, $id ) );
			$this->assertSame( array( 'died' => 403 ), $this->post( $handler, $fields ), "{$action}: a subscriber" );
			$this->act_as( self::$admin );
		}
		$this->assertSame( $before, self::rows() );
		$this->assertFalse( get_transient( 'prism_mentoring_admin_' . self::$admin ), 'No outcome was kept' );
		$this->assertFalse( get_transient( 'prism_mentoring_admin_' . self::$owner ) );

		// The same posts with their own nonces do change things (so the refusals above are not vacuous).
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->save( $id, $edited ) );
		$this->assertSame( 'Taken over', ( new Series_Repository() )->find( $id )['name'] );
	}

	/**
	 * A series deleted by another admin: its form says so, and posts on it change nothing.
	 */
	public function test_a_series_that_no_longer_exists(): void {
		$this->save( 0, self::new_series( 'Gone soon', array( 'Only' => self::tasks( 'Only' ) ) ) );
		$id   = self::id_of( 'Gone soon' );
		$form = $this->form( $id );
		$this->press( Mentoring_Admin::DELETE_ACTION, $id );
		delete_transient( 'prism_mentoring_admin_' . self::$admin );
		$before = self::rows();

		$this->assertStringContainsString( 'That mentoring series no longer exists', $this->screen( $id ) );
		$this->assertSame( array( 'redirect' => Mentoring_Admin::url() ), $this->save( $id, $form ) );
		$this->assertSame( $before, self::rows(), 'Saving a deleted series does not bring it back' );
		$this->assertStringContainsString( 'That mentoring series no longer exists', $this->screen() );
		$this->press( Mentoring_Admin::STATUS_ACTION, $id, array( 'status' => 'archived' ) );
		$this->assertSame( $before, self::rows() );
	}
}
