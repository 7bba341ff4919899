<?php
/**
 * Reminders\Digest_Job, the daily reminder emails of one day, run by the real runner on the real database: one email
 * per member with a follow-up due or overdue or an event that day, none for members with nothing or who switched it
 * off, never two for the same member and day (a second run, a second job), member text escaped in the HTML, and a
 * mail wp_mail() refuses retried. Also run by bin/run-jobs.php in its own process, its mail read from the test
 * site's mail capture (bin/mu-plugins/prism-dev-mail.php).
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Jobs\Cron;
use Prism\Jobs\Runner;
use Prism\Reminders\Digest_Job;
use Prism\Reminders\Digest_Schedule;
use Prism\Reminders\Reminder_Settings;
use Prism\Schema\Schema;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * The daily reminder email job.
 */
final class DigestJobTest extends Prism_Test_Case {

	/** The day the tests send the emails of (a common year's Friday, far from today). */
	private const DAY = '2031-03-14';

	/**
	 * A member who switched the email off.
	 *
	 * @var int
	 */
	private static int $quiet = 0;

	/**
	 * A member with only an event on the day.
	 *
	 * @var int
	 */
	private static int $eventful = 0;

	/**
	 * Mails wp_mail() was asked to send in this process, in order.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $mails = array();

	/**
	 * Addresses wp_mail() fails for (as a mail server that refuses them would).
	 *
	 * @var string[]
	 */
	private array $refused = array();

	/**
	 * Addresses wp_mail() fails for once, then accepts.
	 *
	 * @var string[]
	 */
	private array $refused_once = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$quiet    = Members::create( 'quiet' );
		self::$eventful = Members::create( 'eventful' );
	}

	public static function tearDownAfterClass(): void {
		Members::delete( array( self::$quiet, self::$eventful ) );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->forget();
		$this->mails   = array();
		$this->refused      = array();
		$this->refused_once = array();
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), PHP_INT_MAX, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), PHP_INT_MAX );
		$this->forget();
		parent::tearDown();
	}

	/**
	 * Filter `pre_wp_mail`, last of all (after the dev mail capture): records the mail and answers for wp_mail().
	 *
	 * @param null|bool            $short_circuit Earlier answer.
	 * @param array<string, mixed> $atts          The wp_mail() arguments.
	 */
	public function capture_mail( $short_circuit, array $atts ): bool {
		unset( $short_circuit );
		$once = array_intersect( (array) $atts['to'], $this->refused_once );
		if ( $once ) {
			$this->refused_once = array_values( array_diff( $this->refused_once, $once ) );
		}
		if ( $once || in_array( '*', $this->refused, true ) || array_intersect( (array) $atts['to'], $this->refused ) ) {
			return false;
		}
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * Removes the test days' jobs and claims, the extra members' data and settings, and the cron event.
	 */
	private function forget(): void {
		global $wpdb;
		Members::delete_data( array( self::$quiet, self::$eventful ) );
		$days = "'" . self::DAY . "', '" . current_datetime()->format( 'Y-m-d' ) . "', '2031-03-15', '2031-01-01', '2031-01-02'";
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- test cleanup; names from Schema, fixed days.
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'jobs' ) . " WHERE owner_id = 0 AND type = %s AND job_key IN ({$days})", Digest_Job::TYPE ) );
		foreach ( $ids as $id ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'locks' ) . ' WHERE name = %s', 'job-' . $id ) );
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . " WHERE owner_id = 0 AND type = %s AND job_key IN ({$days})", Digest_Job::TYPE ) );
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'digests' ) . " WHERE digest_date IN ({$days})" );
		// phpcs:enable
		foreach ( array( self::$owner, self::$other, self::$quiet, self::$eventful ) as $member ) {
			delete_user_meta( $member, Reminder_Settings::DIGEST_OFF );
		}
		Cron::unschedule();
	}

	/**
	 * Stores a follow-up.
	 *
	 * @param int    $owner      Member.
	 * @param int    $contact_id Contact.
	 * @param string $title      Title.
	 * @param string $date       Day.
	 * @param string $desc       Description.
	 * @param bool   $complete   Done.
	 */
	private function make_followup( int $owner, int $contact_id, string $title, string $date, string $desc = '', bool $complete = false ): int {
		$followups = new Followup_Repository();
		$id        = $followups->create( $owner, $contact_id, compact( 'title', 'desc', 'date' ) );
		if ( $complete ) {
			$followups->set_complete( $owner, $id, true );
		}
		return $id;
	}

	/**
	 * Stores an event.
	 *
	 * @param int    $owner      Member.
	 * @param int    $contact_id Contact.
	 * @param string $title      Title.
	 * @param string $type       Type.
	 * @param string $date       Date.
	 */
	private function make_event( int $owner, int $contact_id, string $title, string $type, string $date ): int {
		return ( new Event_Repository() )->create( $owner, $contact_id, array( 'title' => $title, 'type' => $type, 'desc' => '', 'date' => $date ) );
	}

	/**
	 * A member's email address.
	 *
	 * @param int $member Member.
	 */
	private static function email( int $member ): string {
		return get_userdata( $member )->user_email;
	}

	/**
	 * The addresses of the captured mails to the test's members, in order.
	 *
	 * @return string[]
	 */
	private function recipients(): array {
		$ours = array_map( array( self::class, 'email' ), array( self::$owner, self::$other, self::$quiet, self::$eventful ) );
		$to   = array();
		foreach ( $this->mails as $mail ) {
			foreach ( (array) $mail['to'] as $address ) {
				if ( in_array( $address, $ours, true ) ) {
					$to[] = $address;
				}
			}
		}
		return $to;
	}

	/**
	 * The captured mail to a member (exactly one).
	 *
	 * @param int $member Member.
	 * @return array<string, mixed>
	 */
	private function mail_to( int $member ): array {
		$mails = array_values( array_filter( $this->mails, static fn( $m ) => in_array( self::email( $member ), (array) $m['to'], true ) ) );
		$this->assertCount( 1, $mails, 'one mail to member ' . $member );
		return $mails[0];
	}

	/**
	 * Members whose email of the day is claimed.
	 *
	 * @param string $day Day.
	 * @return int[]
	 */
	private static function claimed( string $day = self::DAY ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test helper; table from Schema.
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT owner_id FROM ' . Schema::table( 'digests' ) . ' WHERE digest_date = %s ORDER BY owner_id', $day ) ) );
		return array_values( array_intersect( $ids, array( self::$owner, self::$other, self::$quiet, self::$eventful ) ) );
	}

	/**
	 * How many claims, of any member, are of days before the day.
	 *
	 * @param string $day Day.
	 */
	private static function claims_before( string $day ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test helper; table from Schema.
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'digests' ) . ' WHERE digest_date < %s', $day ) );
	}

	/**
	 * The day's job, enqueued as the daily event does.
	 *
	 * @param string $day Day.
	 */
	private function enqueue( string $day = self::DAY ): int {
		$id = Digest_Schedule::enqueue( $day );
		Cron::unschedule(); // The test runs it, not WP-Cron on the test server.
		return $id;
	}

	/**
	 * The owner's day: due, overdue and done follow-ups and a birthday, with text to be escaped. Another member has
	 * nothing on the day; a quiet one switched the email off; an eventful one has only an event.
	 *
	 * @return array<string, int> Ids.
	 */
	private function fill_the_day(): array {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann <3', 'lastName' => 'Archer & Sons' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$ids  = array(
			'ann'      => $ann,
			'due'      => $this->make_followup( self::$owner, $ann, '<script>x</script>', self::DAY, "Bring <b>the</b> deck & notes\nsecond line" ),
			'overdue'  => $this->make_followup( self::$owner, $ben, 'Send the contract', '2031-03-04' ),
			'done'     => $this->make_followup( self::$owner, $ben, 'Already done today', self::DAY, '', true ),
			'old_done' => $this->make_followup( self::$owner, $ben, 'Done long ago', '2031-01-01', '', true ),
			'later'    => $this->make_followup( self::$owner, $ben, 'Next week', '2031-03-21' ),
			'birthday' => $this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '1990-03-14' ),
			'trip'     => $this->make_event( self::$owner, $ben, 'Trip', 'Other', '2030-03-14' ),
		);

		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_followup( self::$other, $olga, 'Tomorrow', '2031-03-15' );
		$this->make_followup( self::$other, $olga, 'Done', '2031-03-01', '', true );
		$this->make_event( self::$other, $olga, 'Not married yet', 'Anniversary', '2032-03-14' );
		$this->make_event( self::$other, $olga, 'Another day', 'Birthday', '1980-03-13' );

		$quiet = $this->make_contact( self::$quiet, array( 'firstName' => 'Quinn' ) );
		$this->make_followup( self::$quiet, $quiet, 'Would be due', self::DAY );
		Reminder_Settings::set_digest_enabled( self::$quiet, false );

		$eve = $this->make_contact( self::$eventful, array( 'firstName' => 'Eve' ) );
		$this->make_event( self::$eventful, $eve, 'Wedding anniversary', 'Anniversary', '--03-14' );
		return $ids;
	}

	// --- the tests -----------------------------------------------------------------------------------------

	/**
	 * One email to each member with something on the day, with what is due, overdue and happening; nothing for the
	 * others.
	 */
	public function test_one_email_per_member_with_something_on_the_day(): void {
		$ids = $this->fill_the_day();
		$id  = $this->enqueue();

		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $id, microtime( true ) + 30 ) );

		$this->assertEqualsCanonicalizing( array( self::email( self::$owner ), self::email( self::$eventful ) ), $this->recipients() );
		$this->assertSame( array( self::$owner, self::$eventful ), self::claimed() );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertSame( Job::DONE, $job->state );

		$mail = $this->mail_to( self::$owner );
		$this->assertSame( 'Your PRISM reminders for ' . wp_date( (string) get_option( 'date_format' ), strtotime( self::DAY . ' 12:00:00 UTC' ), new \DateTimeZone( 'UTC' ) ), $mail['subject'] );
		$this->assertStringContainsString( '2031', $mail['subject'] );
		$this->assertContains( 'Content-Type: text/html; charset=UTF-8', (array) $mail['headers'] );
		$html = (string) $mail['message'];
		$this->assertStringContainsString( '<h2 style="font-size:17px;margin:20px 0 8px">Follow-ups due today</h2>', $html );
		$this->assertStringContainsString( '<h2 style="font-size:17px;margin:20px 0 8px">Overdue follow-ups</h2>', $html );
		$this->assertStringContainsString( '<h2 style="font-size:17px;margin:20px 0 8px">Events today</h2>', $html );
		$this->assertStringContainsString( 'Send the contract', $html );
		$this->assertStringContainsString( '<strong>Birthday</strong> (Birthday)', $html );
		$this->assertStringNotContainsString( 'Trip', $html, 'a one-off event of another year' );
		$this->assertStringNotContainsString( 'Already done today', $html, 'done follow-ups are not reminders' );
		$this->assertStringNotContainsString( 'Done long ago', $html );
		$this->assertStringNotContainsString( 'Next week', $html );
		$this->assertLessThan( strpos( $html, 'Overdue follow-ups' ), strpos( $html, 'Follow-ups due today' ) );
		$this->assertLessThan( strpos( $html, 'Events today' ), strpos( $html, 'Overdue follow-ups' ) );

		// Member text is escaped: it shows as typed and is never markup.
		$this->assertStringContainsString( '<strong>&lt;script&gt;x&lt;/script&gt;</strong>', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'Bring &lt;b&gt;the&lt;/b&gt; deck &#038; notes' . "\nsecond line", $html );
		$this->assertStringContainsString( '>Ann &lt;3 Archer &#038; Sons</a>', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( 'contactId=' . $ids['ann'], $html, 'the contact\'s name links to their page' );
		$doc = new \DOMDocument();
		$this->assertTrue( $doc->loadHTML( '<?xml encoding="utf-8"?>' . $html, LIBXML_NOERROR | LIBXML_NOWARNING ) );
		$this->assertSame( 0, $doc->getElementsByTagName( 'script' )->length );
		$strong = array_map( static fn( $n ) => $n->textContent, iterator_to_array( $doc->getElementsByTagName( 'strong' ) ) );
		$this->assertSame( array( '<script>x</script>', 'Send the contract', 'Birthday' ), $strong, 'read as text, the titles are exactly as typed' );

		$eventful = (string) $this->mail_to( self::$eventful )['message'];
		$this->assertStringContainsString( 'Wedding anniversary', $eventful );
		$this->assertStringNotContainsString( 'Follow-ups due today', $eventful );
	}

	/**
	 * Running the day's job again, enqueueing it again, or a second job of the same day: no second email.
	 */
	public function test_nothing_is_sent_twice(): void {
		$this->fill_the_day();
		$id = $this->enqueue();
		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $id, microtime( true ) + 30 ) );
		$this->assertCount( 2, $this->recipients() );

		$this->assertSame( Runner::FINISHED, ( new Runner() )->run_job( $id, microtime( true ) + 30 ) );
		$this->assertSame( $id, $this->enqueue(), 'the same day is the same job' );
		$this->assertSame( Runner::FINISHED, ( new Runner() )->run_job( $id, microtime( true ) + 30 ) );
		$this->assertCount( 2, $this->recipients() );

		// A second job for the day (the first one pruned, or a second server's): the claims hold.
		global $wpdb;
		$wpdb->delete( Schema::table( 'jobs' ), array( 'id' => $id ) );
		$second = $this->enqueue();
		$this->assertNotSame( $id, $second );
		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $second, microtime( true ) + 30 ) );
		$this->assertCount( 2, $this->recipients(), 'still one email each' );
		$this->assertSame( array( self::$owner, self::$eventful ), self::claimed() );

		// Another day is another email.
		$this->make_followup( self::$owner, $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) ), 'Next day', '2031-03-15' );
		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $this->enqueue( '2031-03-15' ), microtime( true ) + 30 ) );
		$this->assertSame( array( self::email( self::$owner ), self::email( self::$eventful ), self::email( self::$owner ), self::email( self::$other ) ), $this->recipients(), 'the other member\'s follow-up is due that day' );
		$this->assertStringContainsString( 'Next day', $this->mails[ count( $this->mails ) - 2 ]['message'] );
		$this->assertStringContainsString( 'Tomorrow', $this->mails[ count( $this->mails ) - 1 ]['message'] );
	}

	/**
	 * A slice that stops at its deadline after each email; the next slices go on from the member after it, and each
	 * member gets one email.
	 */
	public function test_slices_go_on_from_the_last_member(): void {
		$this->fill_the_day();
		$id       = $this->enqueue();
		$runner   = new Runner();
		$outcomes = array();
		// The site's other members (the demo data) may have something that day too: every slice is looked at.
		for ( $i = 0; $i < 50 && Runner::DONE !== end( $outcomes ); $i++ ) {
			$before     = count( $this->mails );
			$outcomes[] = $runner->run_job( $id, 0.0 );
			$sent       = array_slice( $this->mails, $before );
			if ( Runner::PROGRESS === end( $outcomes ) ) {
				$this->assertCount( 1, $sent, 'one email, then the deadline' );
			}
			if ( $sent && in_array( self::email( self::$owner ), (array) $sent[0]['to'], true ) && Runner::PROGRESS === end( $outcomes ) ) {
				$this->assertSame( self::$owner, ( new Job_Repository() )->find( $id )->cursor['after'], 'the next slice goes on after the owner' );
			}
		}
		$this->assertSame( Runner::DONE, end( $outcomes ), 'the job ends' );
		$this->assertGreaterThanOrEqual( 2, count( $outcomes ), 'in more than one slice' );
		$this->assertSame( array( self::email( self::$owner ), self::email( self::$eventful ) ), $this->recipients() );
	}

	/**
	 * A long overdue list shows its 50 most recent items (the oldest of them first) and counts the rest.
	 */
	public function test_a_long_section_is_cut_at_fifty(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		for ( $i = 1; $i <= 52; $i++ ) {
			$this->make_followup( self::$owner, $ann, sprintf( 'Overdue number %02d', $i ), '2031-03-01' );
		}
		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $this->enqueue(), microtime( true ) + 30 ) );
		$html = (string) $this->mail_to( self::$owner )['message'];
		$this->assertSame( 50, substr_count( $html, 'Overdue number' ) );
		$this->assertStringNotContainsString( 'Overdue number 02', $html, 'the two oldest are counted, not listed' );
		$this->assertLessThan( strpos( $html, 'Overdue number 52' ), strpos( $html, 'Overdue number 03' ) );
		$this->assertStringContainsString( '<li>and 2 more</li>', $html );
	}

	/**
	 * Members who switched the email off get none; switched on again, they do.
	 */
	public function test_switched_off_means_no_email(): void {
		$this->fill_the_day();
		Reminder_Settings::set_digest_enabled( self::$owner, false );
		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $this->enqueue(), microtime( true ) + 30 ) );
		$this->assertSame( array( self::email( self::$eventful ) ), $this->recipients() );
		$this->assertSame( array( self::$eventful ), self::claimed(), 'no claim for those who get nothing' );

		Reminder_Settings::set_digest_enabled( self::$owner, true );
		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $this->enqueue( '2031-03-15' ), microtime( true ) + 30 ) );
		$this->assertContains( self::email( self::$owner ), $this->recipients(), 'the overdue follow-up, the next day' );
	}

	/**
	 * A mail wp_mail() refuses gives its claim back and is passed over: the others go out, and it is tried again after
	 * the walk; accepted then, it is sent once, and nobody gets a second email.
	 */
	public function test_a_refused_mail_is_passed_over_and_tried_again(): void {
		$this->fill_the_day();
		$this->assertLessThan( self::$eventful, self::$owner, 'the owner comes first' );
		$this->refused_once = array( self::email( self::$owner ) );
		$id                 = $this->enqueue();

		$this->assertSame( Runner::DONE, ( new Runner( null, 5, 0 ) )->run_job( $id, microtime( true ) + 30 ) );
		$this->assertSame( array( self::email( self::$eventful ), self::email( self::$owner ) ), $this->recipients(), 'the refused one did not hold up the next, and went out on the retry' );
		$this->assertSame( array( self::$owner, self::$eventful ), self::claimed() );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertSame( 0, $job->attempts, 'no slice failed' );
		$this->assertSame( array(), $job->cursor['failed'] );
	}

	/**
	 * An address refused three times is given up for the day: the job finishes, everyone else had theirs.
	 */
	public function test_an_address_refused_three_times_is_given_up(): void {
		$this->fill_the_day();
		$this->refused = array( self::email( self::$owner ) );
		$id            = $this->enqueue();
		$this->assertSame( Runner::DONE, ( new Runner( null, 5, 0 ) )->run_job( $id, microtime( true ) + 30 ) );
		$this->assertSame( array( self::email( self::$eventful ) ), $this->recipients() );
		$this->assertSame( array( self::$eventful ), self::claimed() );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertSame( Job::DONE, $job->state );
		$this->assertSame( 3, $job->cursor['failed'][ self::$owner ] );
	}

	/**
	 * When every email of a slice is refused (the mail server may be down), the slice fails and is tried again later,
	 * with back-off; then everyone gets theirs, once.
	 */
	public function test_a_slice_with_every_mail_refused_is_retried_later(): void {
		$this->fill_the_day();
		$this->refused = array( '*' );
		$id            = $this->enqueue();
		$runner        = new Runner( null, 5, 0 );
		$this->assertSame( Runner::RETRY, $runner->run_job( $id, microtime( true ) + 30 ) );
		$this->assertSame( array(), $this->recipients() );
		$this->assertSame( array(), self::claimed() );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertSame( 1, $job->attempts );
		$this->assertStringContainsString( 'could not be sent', $job->last_error );

		$this->refused = array();
		$this->assertSame( Runner::DONE, $runner->run_job( $id, microtime( true ) + 30 ) );
		$this->assertSame( array( self::email( self::$owner ), self::email( self::$eventful ) ), $this->recipients() );
	}

	/**
	 * bin/run-jobs.php in its own process (as a system cron runs it) sends the day's emails through wp_mail(), which
	 * the test site's mail capture writes to its log.
	 */
	public function test_run_jobs_sends_the_days_emails_through_wp_mail(): void {
		$this->fill_the_day();
		$this->assertTrue( defined( 'PRISM_DEV_MAIL_LOG' ), 'the test site captures mail' );
		$log  = (string) constant( 'PRISM_DEV_MAIL_LOG' );
		$from = is_file( $log ) ? (int) filesize( $log ) : 0;
		$id   = $this->enqueue();

		list( $out, $err ) = $this->run_jobs();
		$this->assertStringContainsString( 'done', $out, $err );
		$this->assertSame( Job::DONE, ( new Job_Repository() )->find( $id )->state );

		$captured = array();
		foreach ( explode( "\n", (string) file_get_contents( $log, false, null, $from ) ) as $line ) {
			$mail = json_decode( $line, true );
			if ( is_array( $mail ) && array_intersect( $mail['to'], array( self::email( self::$owner ), self::email( self::$other ), self::email( self::$quiet ), self::email( self::$eventful ) ) ) ) {
				$captured[] = $mail;
			}
		}
		$this->assertSame( array( array( self::email( self::$owner ) ), array( self::email( self::$eventful ) ) ), array_column( $captured, 'to' ) );
		$this->assertStringContainsString( '&lt;script&gt;x&lt;/script&gt;', $captured[0]['message'] );
		$this->assertSame( array(), $this->mails, 'nothing was sent by this process' );
		$this->assertSame( array( self::$owner, self::$eventful ), self::claimed() );
	}

	/**
	 * The daily event: before the hour it enqueues nothing, from the hour on it enqueues today's job (once); either
	 * way it schedules its next run at the hour, and forgets the jobs of days long done.
	 */
	public function test_the_daily_event_enqueues_todays_job_from_the_hour_on(): void {
		global $wpdb;
		$now   = current_datetime();
		$today = $now->format( 'Y-m-d' );
		$jobs  = new Job_Repository();
		$old   = $jobs->enqueue( 0, Digest_Job::TYPE, '2031-01-01', array(), Job::DONE );
		$fresh = $jobs->enqueue( 0, Digest_Job::TYPE, '2031-01-02', array(), Job::DONE );
		$wpdb->update( Schema::table( 'jobs' ), array( 'finished_at' => gmdate( 'Y-m-d H:i:s', time() - 15 * DAY_IN_SECONDS ) ), array( 'id' => $old ) );
		$hour  = (int) $now->format( 'G' );
		$at    = static function () use ( &$hour ): int {
			return $hour;
		};
		add_filter( 'prism_digest_hour', $at );
		try {
			if ( $hour < 23 ) {
				++$hour; // The hour is still to come.
				Digest_Schedule::run();
				Cron::unschedule();
				$this->assertNull( $jobs->find_by_key( 0, Digest_Job::TYPE, $today ), 'not before the hour' );
				$next = wp_next_scheduled( Digest_Schedule::HOOK );
				$this->assertSame( $now->setTime( $hour, 0 )->getTimestamp(), $next, 'next: today at the hour' );
				--$hour;
			}
			Digest_Schedule::run();
			Cron::unschedule();
			$job = $jobs->find_by_key( 0, Digest_Job::TYPE, $today );
			$this->assertNotNull( $job, 'from the hour on, today\'s job' );
			Digest_Schedule::run();
			Cron::unschedule();
			$this->assertSame( $job->id, $jobs->find_by_key( 0, Digest_Job::TYPE, $today )->id, 'once' );
			$this->assertSame( $now->modify( '+1 day' )->setTime( $hour, 0 )->getTimestamp(), wp_next_scheduled( Digest_Schedule::HOOK ), 'next: tomorrow at the hour' );
			$this->assertNull( $jobs->find( $old ), 'a day done 15 days ago is forgotten' );
			$this->assertNotNull( $jobs->find( $fresh ) );
		} finally {
			remove_filter( 'prism_digest_hour', $at );
			Digest_Schedule::unschedule();
			Digest_Schedule::ensure_scheduled();
		}
	}

	/**
	 * The daily event enqueues the day's job (keyed by the day) and schedules the next run at the hour.
	 */
	public function test_the_schedule_enqueues_one_job_per_day(): void {
		$this->assertSame( $this->enqueue(), $this->enqueue() );
		$this->assertNotSame( $this->enqueue(), $this->enqueue( '2031-03-15' ) );
		$job = ( new Job_Repository() )->find_by_key( 0, Digest_Job::TYPE, self::DAY );
		$this->assertNotNull( $job );
		$this->assertSame( array( 'after' => 0 ), $job->cursor );

		$next = Digest_Schedule::next_run( true );
		$this->assertGreaterThan( time(), $next );
		$this->assertLessThanOrEqual( time() + DAY_IN_SECONDS + HOUR_IN_SECONDS, $next );
		$this->assertSame( '07:00', wp_date( 'H:i', $next ) );
		$first = Digest_Schedule::next_run( false );
		$this->assertLessThanOrEqual( $next, $first );
		$this->assertGreaterThanOrEqual( time() - 5, $first );
	}

	/**
	 * Claims of days long past are forgotten; later ones stay, so those days still send nothing twice.
	 */
	public function test_claims_of_days_long_past_are_forgotten(): void {
		$this->fill_the_day();
		$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $this->enqueue(), microtime( true ) + 30 ) );
		$this->assertSame( array( self::$owner, self::$eventful ), self::claimed() );

		// Claims of earlier days may be there from elsewhere (the test site's own daily digest claims today's): they
		// go, the day itself stays.
		Digest_Job::forget_claims_before( self::DAY );
		$this->assertSame( 0, self::claims_before( self::DAY ), 'every claim of an earlier day is forgotten' );
		$this->assertSame( array( self::$owner, self::$eventful ), self::claimed(), 'the day itself stays' );
		$this->assertGreaterThanOrEqual( 2, Digest_Job::forget_claims_before( '2031-03-15' ) );
		$this->assertSame( array(), self::claimed() );
	}
}
