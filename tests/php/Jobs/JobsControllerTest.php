<?php
/**
 * The job status routes: a member polls and moves on their own job only; everyone else's answers 404, a visitor
 * 401; the answer says where the job stands, including a failure in words.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Jobs\Runner;
use Prism\Jobs\Search_Grams_Job;
use Prism\Tests\Jobs\Support\Counting_Job;
use Prism\Tests\Jobs\Support\Jobs_Test_Case;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;

require_once __DIR__ . '/Support/Jobs_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * GET jobs/{id}, POST jobs/{id}/run.
 */
final class JobsControllerTest extends Jobs_Test_Case {

	/**
	 * Adds the Counting_Job to this process's job types.
	 *
	 * @param array<string, mixed> $types Types.
	 * @return array<string, mixed>
	 */
	public static function with_counting_job( $types ): array {
		return (array) $types + array( Counting_Job::TYPE => Counting_Job::class );
	}

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'prism_job_types', array( self::class, 'with_counting_job' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'prism_job_types', array( self::class, 'with_counting_job' ) );
		parent::tearDown();
	}

	public function test_a_member_reads_the_status_of_their_own_job(): void {
		$id     = $this->counting_job( Counting_Job::cursor( 25, 10 ), self::$owner );
		$status = $this->ok( $this->get( "jobs/{$id}" ) );
		$this->assert_has_values(
			array(
				'id'         => $id,
				'type'       => Counting_Job::TYPE,
				'state'      => Job::QUEUED,
				'done'       => 0,
				'total'      => 0,
				'attempts'   => 0,
				'error'      => null,
				'retryAt'    => null,
				'finishedAt' => null,
			),
			$status
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $status['createdAt'] );
		$this->assertSame( array(), $this->items( $id )['items'], 'reading the status runs nothing' );
	}

	public function test_polling_with_run_moves_the_job_on_until_it_is_done(): void {
		$id     = $this->counting_job( Counting_Job::cursor( 25, 10 ), self::$owner );
		$status = $this->ok( $this->send( 'POST', "jobs/{$id}/run", array() ) );
		$this->assertSame( array( Job::DONE, 25, 25 ), array( $status['state'], $status['done'], $status['total'] ), 'a small job finishes within one poll' );
		$this->assertNotNull( $status['finishedAt'] );
		$this->assertSame( range( 0, 24 ), $this->items( $id )['items'] );

		$again = $this->ok( $this->send( 'POST', "jobs/{$id}/run", array() ) );
		$this->assertSame( Job::DONE, $again['state'] );
		$this->assertSame( range( 0, 24 ), $this->items( $id )['items'], 'polling a finished job does nothing' );
	}

	public function test_a_poll_runs_for_a_bounded_time(): void {
		// 40 slices of 100 ms: four seconds of work, of which one poll does about two.
		$id      = $this->counting_job( Counting_Job::cursor( 40, 1, null, 0, 100 ), self::$owner );
		$started = microtime( true );
		$status  = $this->ok( $this->send( 'POST', "jobs/{$id}/run", array() ) );
		$this->assertLessThan( 3.5, microtime( true ) - $started );
		$this->assertSame( Job::RUNNING, $status['state'] );
		$this->assertGreaterThan( 0, $status['done'] );
		$this->assertLessThan( 40, $status['done'] );
	}

	public function test_a_failing_job_says_so_in_words(): void {
		$id     = $this->counting_job( Counting_Job::cursor( 5, 10, 0, 99 ), self::$owner );
		$runner = new Runner( null, 3, 0 );
		$this->assertSame( Runner::RETRY, $runner->run_job( $id, 0.0 ) );
		$status = $this->ok( $this->get( "jobs/{$id}" ) );
		$this->assertSame( 1, $status['attempts'] );
		$this->assertNotSame( Job::FAILED, $status['state'] );
		$this->assertSame( 'The last step failed 1 time. It will be tried again shortly.', $status['error'] );

		$this->assertSame( Runner::RETRY, $runner->run_job( $id, 0.0 ) );
		$this->assertSame( Runner::FAILED, $runner->run_job( $id, 0.0 ) );
		$status = $this->ok( $this->get( "jobs/{$id}" ) );
		$this->assertSame( Job::FAILED, $status['state'] );
		$this->assertStringStartsWith( 'This job stopped after 3 failed attempts.', (string) $status['error'] );
		$this->assertStringNotContainsString( 'Item 0', (string) $status['error'], 'the technical cause stays in the log' );
		$this->assertNull( $status['retryAt'] );
		$this->assertNotNull( $status['finishedAt'] );
	}

	public function test_a_poll_that_fails_a_step_says_when_it_is_tried_again(): void {
		$id = $this->counting_job( Counting_Job::cursor( 5, 10, 0, 1 ), self::$owner );
		// The route's runner waits 30 seconds before the first retry.
		$status = $this->ok( $this->send( 'POST', "jobs/{$id}/run", array() ) );
		$this->assertSame( 1, $status['attempts'] );
		$this->assertNotNull( $status['retryAt'] );
		$this->assertGreaterThan( time() + 20, strtotime( $status['retryAt'] ) );
		$again = $this->ok( $this->send( 'POST', "jobs/{$id}/run", array() ) );
		$this->assertSame( 1, $again['attempts'], 'a poll before then does not retry' );
		$this->assertSame( array(), $this->items( $id )['items'] );
	}

	public function test_another_members_job_a_site_job_and_a_missing_job_answer_404(): void {
		$theirs = $this->counting_job( Counting_Job::cursor( 5, 10 ), self::$other );
		$site   = ( new Job_Repository() )->find_by_key( 0, Search_Grams_Job::TYPE, Search_Grams_Job::LISTS );
		$this->assertNotNull( $site );
		foreach ( array( $theirs, $site->id, 999999999 ) as $id ) {
			$this->assert_error( $this->get( "jobs/{$id}" ), 404, 'prism_not_found' );
			$this->assert_error( $this->send( 'POST', "jobs/{$id}/run", array() ), 404, 'prism_not_found' );
		}
		$this->assertSame( array(), $this->items( $theirs )['items'], 'the other member\'s job did not run' );
		$this->assertSame( Job::QUEUED, $this->job( $theirs )->state );
	}

	public function test_a_visitor_gets_401_and_a_bad_id_400(): void {
		$id = $this->counting_job( Counting_Job::cursor( 5, 10 ), self::$owner );
		$this->act_as( 0 );
		$this->assert_error( $this->get( "jobs/{$id}" ), 401, 'rest_not_logged_in' );
		$this->assert_error( $this->send( 'POST', "jobs/{$id}/run", array() ), 401, 'rest_not_logged_in' );
		$this->assertSame( Job::QUEUED, $this->job( $id )->state );
		$this->act_as( self::$owner );
		$this->assert_error( $this->get( 'jobs/0' ), 400, 'rest_invalid_param' );
	}

	public function test_over_http_with_cookie_and_nonce(): void {
		$mine   = $this->counting_job( Counting_Job::cursor( 5, 10 ), self::$owner );
		$theirs = $this->counting_job( Counting_Job::cursor( 5, 10 ), self::$other );
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$nonce = $client->rest_nonce();

		$response = $client->rest( 'GET', "jobs/{$mine}", null, $nonce );
		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertSame( array( $mine, Job::QUEUED ), array( $response['json']['id'], $response['json']['state'] ) );

		$response = $client->rest( 'GET', "jobs/{$theirs}", null, $nonce );
		$this->assertSame( 404, $response['status'], $response['body'] );
		$this->assertSame( 'prism_not_found', $response['json']['code'] );

		$response = $client->rest( 'GET', "jobs/{$mine}" );
		$this->assertSame( 401, $response['status'], 'no nonce: logged out to WordPress' );

		// The web server does not know this test's job type: the poll leaves the job for a server that does.
		$response = $client->rest( 'POST', "jobs/{$mine}/run", array(), $nonce );
		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertSame( Job::QUEUED, $response['json']['state'] );
		$this->assertSame( array(), $this->items( $mine )['items'] );
	}
}
