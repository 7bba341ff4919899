<?php
/**
 * The route matrix the security tests share: one of every kind of row for a member (the fixture), and for every
 * `prism/v1` route and method how to call it for that member's data, what the owner gets, and which calls mix the
 * owner's ids with another member's. A route added without an entry fails AccessMatrixTest.
 *
 * @package Prism
 */

namespace Prism\Tests\Security\Support;

use Prism\Data\Article_Repository;
use Prism\Data\Category_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Mentorship_Repository;
use Prism\Data\Process_Repository;
use Prism\Data\Resource_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Process_Rules;
use Prism\Import\Import_Store;
use Prism\Resources\Registry;
use Prism\Resources\Route;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Images;

require_once dirname( __DIR__, 2 ) . '/Support/Images.php';

/**
 * Every route, with how to call it.
 */
final class Route_Matrix {

	/** The answer concerns the member named in the request (wordpressId or a row id): others are refused. */
	public const OWNED = 'owned';

	/** The answer is the caller's own data whoever calls (no member id in the request): others get their own. */
	public const OWN_DATA = 'own-data';

	/** Public by design (the namespace index; the calendar feed has its own test). */
	public const PUBLIC = 'public';

	/**
	 * A contact stored through the one write path every form, route and import uses.
	 *
	 * @param int                  $member Member.
	 * @param array<string, mixed> $fields Values by API field.
	 */
	private static function contact( int $member, array $fields ): int {
		return ( new Contact_Service() )->create( $member, $fields, 'PRISM' );
	}

	/**
	 * A category carried by one contact.
	 *
	 * @param int    $member  Member.
	 * @param string $name    Name.
	 * @param int    $contact Contact.
	 */
	private static function category( int $member, string $name, int $contact ): int {
		$categories = new Category_Repository();
		$id         = $categories->ensure( $member, $name );
		$categories->attach( $member, $id, array( $contact ) );
		return $id;
	}

	/**
	 * One of every kind of row for a member: two contacts (and a third for merges), a note, an event, a follow-up, a
	 * category, a resource, an article, a mentoring relationship with a note, a duplicate suggestion, an import with
	 * a row of its report, and a job.
	 *
	 * @param int    $member Member.
	 * @param string $word   A word that marks the member's text.
	 * @return array<string, mixed>
	 */
	public static function fixture( int $member, string $word ): array {
		$was = get_current_user_id();
		wp_set_current_user( $member );
		$f            = array( 'member' => $member );
		$f['contact'] = self::contact( $member, array( 'firstName' => 'Ann', 'lastName' => $word, 'emailOne' => "ann.{$word}@example.test" ) );
		$f['email']   = "ann.{$word}@example.test";
		$f['second']  = self::contact( $member, array( 'firstName' => 'Annie', 'lastName' => $word, 'emailOne' => "ann.{$word}@example.test" ) );
		$f['third']   = self::contact( $member, array( 'firstName' => 'Bob', 'lastName' => $word ) );
		$f['event']   = ( new Event_Repository() )->create(
			$member,
			$f['contact'],
			array(
				'title' => "Birthday {$word}",
				'type'  => 'Birthday',
				'date'  => '1990-07-01',
				'desc'  => '',
			)
		);
		$f['followup'] = ( new Followup_Repository() )->create(
			$member,
			$f['contact'],
			array(
				'title' => "Call {$word}",
				'desc'  => '',
				'date'  => '2026-12-01',
			)
		);
		$f['category'] = self::category( $member, "Board {$word}", $f['contact'] );
		$f['resource'] = ( new Resource_Repository() )->create( $member, "Guide {$word}", 'https://example.test/guide' );
		$f['article']  = ( new Article_Repository() )->create( $member, "Article {$word}", 'https://example.test/a', '', array( $f['contact'] ) );
		$series        = ( new Series_Repository() )->mentoring( true )[0];
		$f['series']   = (int) $series['id'];
		$f['task']     = (int) $series['milestones'][0]['tasks'][0]['id'];
		$mentorships   = new Mentorship_Repository();
		$f['mentorship']      = $mentorships->create( $member, $f['contact'], $f['series'], 'mentor' );
		$f['mentoring_note']  = $mentorships->add_note( (array) $mentorships->find( $member, $f['mentorship'] ), $f['task'], "Mentoring {$word}" );
		$f['collision']       = self::collision( $member, $f['contact'], $f['second'] );
		$f['process']         = (int) ( new Process_Repository() )->ensure( $member, $f['contact'] )['id'];
		$f['relationship']    = ( new \Prism\Service\Relationships() )->add( $member, $f['contact'], array( 'kind' => 'friend', 'otherId' => $f['third'] ) );
		( new \Prism\Service\Photos() )->upload( $member, $f['contact'], Images::jpeg( 40, 40 ) );
		$path                 = (string) tempnam( sys_get_temp_dir(), 'prism-matrix' );
		file_put_contents( $path, "First Name,Last Name,E-mail 1 - Value\nImported,{$word},imported.{$word}@example.test\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		$f['import'] = ( new Import_Store() )->import_file( $member, $path, 'contacts.csv', 'iCloud CSV', 'update' );
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test fixture.
		// A row of the import's report that went into a contact: what separating takes back, and the row it makes.
		( new \Prism\Data\Import_Match_Repository() )->add_many(
			$member,
			$f['import'],
			array(
				array(
					'row'     => 3,
					'name'    => "Sep {$word}",
					'contact' => $f['third'],
					'outcome' => 'updated',
					'reasons' => array( 'email' ),
					'undo'    => array(
						'fields' => array(),
						'source' => null,
						'row'    => array( 'values' => array( 'firstName' => 'Sep', 'lastName' => $word ) ),
					),
				),
			)
		);
		$f['match'] = (int) ( ( new \Prism\Data\Import_Match_Repository() )->page( $member, $f['import'], null, 0, 1 )[0]['id'] ?? 0 );
		// Two rows of every declared resource (Resources\Registry) on the first contact, added through its own create
		// route: the routes act on the first; the second stays, so that a delete and the same call turned into an
		// edit by `_method` (the row routes share a path) both answer a list of rows.
		foreach ( Registry::all() as $name => $resource ) {
			$f['declared'][ $name ] = self::add_declared( $resource, $f, $word );
			self::add_declared( $resource, $f, $word );
		}
		$f['job'] = (int) rest_do_request( new \WP_REST_Request( 'POST', "/prism/v1/duplicate-scan/{$member}" ) )->get_data()['id'];
		// A backup of the member's own, stored and waiting to be restored.
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-matrix' );
		file_put_contents( $path, ( new \Prism\Backup\Member_Backup( $member ) )->render() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		$f['restore'] = \Prism\Backup\Backup_File::store( $member, $path, 'prism-backup.jsonl.gz' );
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test fixture.
		wp_set_current_user( $was );
		return $f;
	}

	/**
	 * Adds a row of a declared resource to the fixture's first contact through the resource's create route, as the
	 * current user (the member), and answers its id.
	 *
	 * @param \Prism\Resources\Declaration $resource Declaration.
	 * @param array<string, mixed>         $f        The fixture so far.
	 * @param string                       $word     Marks the member's text.
	 * @throws \RuntimeException When the route does not add it.
	 */
	public static function add_declared( \Prism\Resources\Declaration $resource, array $f, string $word ): int {
		foreach ( $resource->routes() as $route ) {
			if ( Route::CREATE !== $route->action ) {
				continue;
			}
			$ids     = array(
				'contactId'   => $f['contact'],
				'wordpressId' => $f['member'],
			);
			$request = new \WP_REST_Request( $route->method_list()[0], '/prism/v1/' . $route->path_for( $ids ) );
			$request->set_body_params( ( $route->carries( 'contactId' ) ? array() : $ids ) + self::example( $resource, $word ) );
			$answer = rest_do_request( $request );
			$rows   = (array) $answer->get_data();
			if ( $answer->is_error() || ! $rows ) {
				throw new \RuntimeException( esc_html( "No {$resource->name()} fixture: " . wp_json_encode( $rows ) ) );
			}
			return max( array_map( 'intval', array_column( $rows, 'id' ) ) );
		}
		throw new \RuntimeException( esc_html( "{$resource->name()} declares no create route" ) );
	}

	/**
	 * Valid values of every field of a declared resource.
	 *
	 * @param \Prism\Resources\Declaration $resource Declaration.
	 * @param string                    $word     Marks the member's text.
	 * @return array<string, mixed>
	 */
	public static function example( \Prism\Resources\Declaration $resource, string $word ): array {
		$values = array();
		foreach ( $resource->fields() as $field ) {
			$values[ $field->name ] = $field->example( $word, wp_date( 'Y-m-d' ) );
		}
		return $values;
	}

	/**
	 * Stores a pending duplicate suggestion.
	 *
	 * @param int $member Member.
	 * @param int $a      Contact.
	 * @param int $b      Contact.
	 */
	private static function collision( int $member, int $a, int $b ): int {
		global $wpdb;
		$table = Schema::table( 'collisions' );
		// Adding the second contact has usually suggested the pair already (same email).
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test fixture; table from Schema.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (owner_id, first_id, second_id, state, reason, score, created_at) VALUES (%d, %d, %d, 'pending', 'email', 90, %s)", $member, min( $a, $b ), max( $a, $b ), gmdate( 'Y-m-d H:i:s' ) ) );
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE owner_id = %d AND first_id = %d AND second_id = %d", $member, min( $a, $b ), max( $a, $b ) ) );
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( $id < 1 ) {
			throw new \RuntimeException( 'No duplicate suggestion fixture' );
		}
		return $id;
	}

	/**
	 * Every route and method: how to call it for the data of fixture $f (path and parameters), what the owner gets,
	 * and, for list parameters, a call that mixes the owner's ids with those of another member ($o).
	 *
	 * @return array<string, array<string, mixed>> "METHOD route" => entry.
	 */
	public static function matrix(): array {
		$wid   = static fn( array $f ): array => array( 'wordpressId' => $f['member'] );
		$entry = static fn( callable $path, ?callable $body = null, array $more = array() ): array => $more + array(
			'path'  => $path,
			'body'  => $body ?? static fn(): array => array(),
			'ok'    => 200,
			'kind'  => self::OWNED,
			'mixed' => null,
		);
		$m     = array(
			'GET /prism/v1' => $entry( static fn(): string => '', null, array( 'kind' => self::PUBLIC ) ),
			'GET /prism/v1/calendar-feed/(?P<member>\d+)/(?P<secret>[A-Za-z0-9_-]{43})\.ics' => $entry( static fn(): string => '', null, array( 'kind' => self::PUBLIC ) ),
		);
		foreach ( array( 'contacts', 'contact-list', 'contact-list-ids', 'networking-stages-status', 'categories', 'events-with-contacts', 'calendar-events', 'followups-with-contacts', 'calendar-followups', 'ical-feed', 'reminder-email', 'networking-series', 'networking-progress', 'reach-out', 'import-status', 'import-source-counts', 'collisions', 'collisions-with-contacts', 'merged-contacts', 'resources', 'mentoring-series', 'mentorships', 'articles' ) as $read ) {
			$m[ "GET /prism/v1/{$read}/(?P<wordpressId>\\d+)" ] = $entry( static fn( array $f ): string => "{$read}/{$f['member']}" );
		}
		foreach ( array( 'contact-detail', 'networking-process-object', 'contact-mentoring', 'contact-timeline' ) as $read ) {
			$m[ "GET /prism/v1/{$read}/(?P<contactId>\\d+)" ] = $entry( static fn( array $f ): string => "{$read}/{$f['contact']}" );
		}
		$m['GET /prism/v1/jobs/(?P<id>\d+)']                     = $entry( static fn( array $f ): string => "jobs/{$f['job']}" );
		$m['POST /prism/v1/jobs/(?P<id>\d+)/run']                = $entry( static fn( array $f ): string => "jobs/{$f['job']}/run" );
		$m['GET /prism/v1/imports/(?P<id>\d+)']                  = $entry( static fn( array $f ): string => "imports/{$f['import']}" );
		$m['POST /prism/v1/imports/(?P<id>\d+)/run']             = $entry( static fn( array $f ): string => "imports/{$f['import']}/run" );
		$m['POST /prism/v1/imports/(?P<id>\d+)/dismiss']         = $entry( static fn( array $f ): string => "imports/{$f['import']}/dismiss" );
		$m['GET /prism/v1/imports/(?P<id>\d+)/matches']          = $entry( static fn( array $f ): string => "imports/{$f['import']}/matches" );
		$m['POST /prism/v1/imports/(?P<id>\d+)/matches/(?P<match>\d+)/separate'] = $entry( static fn( array $f ): string => "imports/{$f['import']}/matches/{$f['match']}/separate" );
		$m['POST /prism/v1/contact-state/(?P<contactId>\d+)']   = $entry( static fn( array $f ): string => "contact-state/{$f['contact']}", static fn(): array => array( 'archived' => true, 'deceased' => true ) );
		$m['POST /prism/v1/contact-cadence/(?P<contactId>\d+)'] = $entry( static fn( array $f ): string => "contact-cadence/{$f['contact']}", static fn(): array => array( 'cadenceDays' => 30 ) );
		$m['POST /prism/v1/duplicate-scan/(?P<wordpressId>\d+)'] = $entry( static fn( array $f ): string => "duplicate-scan/{$f['member']}" );
		// The Add Contact form's lookup: the owner's own email, which the other callers must not learn is taken.
		$m['GET /prism/v1/contact-matches/(?P<wordpressId>\d+)'] = $entry( static fn( array $f ): string => "contact-matches/{$f['member']}", static fn( array $f ): array => array( 'email' => array( $f['email'] ) ) );

		$body = static fn( string $path, callable $fields, array $more = array() ): array => $entry( static fn(): string => $path, $fields, $more );

		$m['DELETE /prism/v1/delete-contact']   = $body( 'delete-contact', static fn( array $f ): array => $wid( $f ) + array( 'idList' => array( $f['third'] ) ), array( 'mixed' => static fn( array $f, array $o ): array => $wid( $f ) + array( 'idList' => array( $f['third'], $o['third'] ) ) ) );
		$m['POST /prism/v1/collide-and-merge']  = $body( 'collide-and-merge', static fn( array $f ): array => $wid( $f ) + array( 'idList' => array( $f['contact'], $f['second'] ) ), array( 'mixed' => static fn( array $f, array $o ): array => $wid( $f ) + array( 'idList' => array( $f['contact'], $o['contact'] ) ) ) );
		$m['POST /prism/v1/add-category']       = $body( 'add-category', static fn( array $f ): array => $wid( $f ) + array( 'name' => 'Added' ) );
		$m['POST /prism/v1/edit-category']      = $body( 'edit-category', static fn( array $f ): array => $wid( $f ) + array( 'id' => $f['category'], 'name' => 'Renamed' ) );
		$m['POST /prism/v1/category-cadence']   = $body( 'category-cadence', static fn( array $f ): array => $wid( $f ) + array( 'id' => $f['category'], 'cadenceDays' => 90 ) );
		$m['DELETE /prism/v1/delete-category']  = $body( 'delete-category', static fn( array $f ): array => $wid( $f ) + array( 'id' => $f['category'] ) );
		$m['POST /prism/v1/apply-categories']   = $body(
			'apply-categories',
			static fn( array $f ): array => $wid( $f ) + array( 'categories' => array( (string) $f['category'] => 1 ), 'contacts' => array( $f['third'] ) ),
			array( 'mixed' => static fn( array $f, array $o ): array => $wid( $f ) + array( 'categories' => array( (string) $f['category'] => 1, (string) $o['category'] => 1 ), 'contacts' => array( $f['third'], $o['third'] ) ) )
		);
		$m['POST /prism/v1/ical-feed']          = $body( 'ical-feed', $wid );
		$m['POST /prism/v1/reminder-email']     = $body( 'reminder-email', static fn( array $f ): array => $wid( $f ) + array( 'enabled' => false ) );
		$m['POST /prism/v1/reminder-email-test'] = $body( 'reminder-email-test', $wid );
		$m['POST /prism/v1/update-networking-process-object'] = $body(
			'update-networking-process-object',
			static fn( array $f ): array => array(
				'contactId' => $f['contact'],
				'id'        => $f['process'],
				'obj'       => array( 'id' => $f['process'] ) + Process_Rules::at_position( ( new Series_Repository() )->networking(), 1, false ),
			)
		);
		$m['GET /prism/v1/export']               = $entry(
			static fn(): string => 'export',
			static fn(): array => array( 'format' => 'csv' ),
			array(
				'kind'    => self::OWN_DATA,
				'foreign' => static fn( array $f ): array => array( 'format' => 'csv', 'ids' => array( $f['contact'] ) ),
				'mixed'   => static fn( array $f, array $o ): array => array( 'format' => 'csv', 'ids' => array( $f['contact'], $o['contact'] ) ),
			)
		);
		$m['POST /prism/v1/export']              = $m['GET /prism/v1/export'];
		$m['POST /prism/v1/merge']               = $body( 'merge', static fn( array $f ): array => array( 'collisionId' => $f['collision'] ) );
		$m['POST /prism/v1/dismiss-collision']   = $body( 'dismiss-collision', static fn( array $f ): array => array( 'collisionId' => $f['collision'] ) );
		$resource                                = static fn( array $f ): array => $wid( $f ) + array( 'description' => 'A guide', 'link' => 'https://example.test/' );
		$m['POST /prism/v1/push-resource']       = $body( 'push-resource', $resource );
		$m['POST /prism/v1/update-resource']     = $body( 'update-resource', static fn( array $f ): array => $resource( $f ) + array( 'resourceId' => $f['resource'] ) );
		$m['DELETE /prism/v1/delete-resource']   = $body( 'delete-resource', static fn( array $f ): array => $wid( $f ) + array( 'resourceId' => $f['resource'] ) );
		$m['POST /prism/v1/create-mentorship']   = $body( 'create-mentorship', static fn( array $f ): array => $wid( $f ) + array( 'contactId' => $f['third'], 'seriesId' => $f['series'], 'role' => 'mentee' ) );
		$m['DELETE /prism/v1/delete-mentorship'] = $body( 'delete-mentorship', static fn( array $f ): array => $wid( $f ) + array( 'mentorshipId' => $f['mentorship'] ) );
		$m['POST /prism/v1/toggle-mentoring-task'] = $body( 'toggle-mentoring-task', static fn( array $f ): array => array( 'mentorshipId' => $f['mentorship'], 'taskId' => $f['task'], 'complete' => true ) );
		$m['POST /prism/v1/create-mentoring-note'] = $body( 'create-mentoring-note', static fn( array $f ): array => array( 'mentorshipId' => $f['mentorship'], 'taskId' => $f['task'], 'note' => 'More' ) );
		$m['POST /prism/v1/update-mentoring-note'] = $body( 'update-mentoring-note', static fn( array $f ): array => array( 'mentorshipId' => $f['mentorship'], 'id' => $f['mentoring_note'], 'note' => 'Edited' ) );
		$m['DELETE /prism/v1/delete-mentoring-note'] = $body( 'delete-mentoring-note', static fn( array $f ): array => array( 'mentorshipId' => $f['mentorship'], 'id' => $f['mentoring_note'] ) );
		$article                                 = static fn( array $f ): array => $wid( $f ) + array( 'title' => 'Read this', 'link' => 'https://example.test/read', 'note' => '', 'contactIds' => array( $f['contact'] ) );
		$m['POST /prism/v1/push-article']        = $body( 'push-article', $article, array( 'ok' => 201, 'mixed' => static fn( array $f, array $o ): array => array( 'contactIds' => array( $f['contact'], $o['contact'] ) ) + $article( $f ) ) );
		$m['POST /prism/v1/update-article']      = $body( 'update-article', static fn( array $f ): array => $article( $f ) + array( 'articleId' => $f['article'] ), array( 'mixed' => static fn( array $f, array $o ): array => array( 'contactIds' => array( $f['contact'], $o['contact'] ), 'articleId' => $f['article'] ) + $article( $f ) ) );
		$m['DELETE /prism/v1/delete-article']    = $body( 'delete-article', static fn( array $f ): array => $wid( $f ) + array( 'articleId' => $f['article'] ) );
		// A bulk action on a selection (a cadence: changes no other fixture the matrix reads).
		$m['POST /prism/v1/bulk-contacts/(?P<wordpressId>\d+)'] = $entry(
			static fn( array $f ): string => "bulk-contacts/{$f['member']}",
			static fn( array $f ): array => $wid( $f ) + array( 'idList' => array( $f['third'] ), 'action' => 'cadence', 'cadenceDays' => 30 ),
			array( 'mixed' => static fn( array $f, array $o ): array => $wid( $f ) + array( 'idList' => array( $f['third'], $o['third'] ), 'action' => 'cadence', 'cadenceDays' => 30 ) )
		);
		// Relationships between contacts: on the contact's page, a relationship with the third contact.
		$relation = static fn(): array => array(
			'kind'      => 'colleague',
			'label'     => 'Edited',
			'otherId'   => null,
			'otherName' => 'Edited Name',
		);
		$m['GET /prism/v1/relationships/(?P<contactId>\d+)']  = $entry( static fn( array $f ): string => "relationships/{$f['contact']}" );
		$m['POST /prism/v1/relationships/(?P<contactId>\d+)'] = $entry( static fn( array $f ): string => "relationships/{$f['contact']}", $relation, array( 'ok' => 201 ) );
		foreach ( array( 'POST', 'PUT', 'PATCH', 'DELETE' ) as $method ) {
			$m[ "{$method} /prism/v1/relationships/(?P<contactId>\d+)/(?P<id>\d+)" ] = $entry( static fn( array $f ): string => "relationships/{$f['contact']}/{$f['relationship']}", 'DELETE' === $method ? null : $relation );
		}
		// The contact's photo (the fixture's contact has one): read, replaced (JSON with base64), removed.
		$m['GET /prism/v1/photos/(?P<contactId>\d+)']    = $entry( static fn( array $f ): string => "photos/{$f['contact']}" );
		$m['POST /prism/v1/photos/(?P<contactId>\d+)']   = $entry( static fn( array $f ): string => "photos/{$f['contact']}", static fn(): array => array( 'image' => base64_encode( Images::png( 30, 20 ) ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- an image in JSON.
		$m['DELETE /prism/v1/photos/(?P<contactId>\d+)'] = $entry( static fn( array $f ): string => "photos/{$f['contact']}" );
		// A member's backup (the download), and a restore: a file sent as base64 in JSON, the stored one read, started,
		// forgotten.
		$m['GET /prism/v1/backup/(?P<wordpressId>\d+)']   = $entry( static fn( array $f ): string => "backup/{$f['member']}" );
		$m['POST /prism/v1/restores/(?P<wordpressId>\d+)'] = $entry( static fn( array $f ): string => "restores/{$f['member']}", static fn( array $f ): array => array( 'backup' => base64_encode( ( new \Prism\Backup\Member_Backup( $f['member'] ) )->render() ) ), array( 'ok' => 201 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a file in JSON.
		foreach ( array( 'GET', 'DELETE' ) as $method ) {
			$m[ "{$method} /prism/v1/restores/(?P<wordpressId>\d+)/(?P<id>\d+)" ] = $entry( static fn( array $f ): string => "restores/{$f['member']}/{$f['restore']}" );
		}
		$m['POST /prism/v1/restores/(?P<wordpressId>\d+)/(?P<id>\d+)/start'] = $entry( static fn( array $f ): string => "restores/{$f['member']}/{$f['restore']}/start" );
		// Every declared resource's routes (Resources\Declaration::routes()), from its declaration: nothing to add here.
		foreach ( Registry::all() as $name => $resource ) {
			foreach ( $resource->routes() as $route ) {
				$ids  = static fn( array $f ): array => array(
					'contactId'   => $f['contact'],
					'id'          => $f['declared'][ $name ],
					'wordpressId' => $f['member'],
				);
				$body = static function ( array $f ) use ( $route, $resource, $name ): array {
					$body = array();
					if ( ! $route->carries( 'contactId' ) && Route::ALL !== $route->action ) {
						// The spec's style: the body names the contact, the row (by the route's name for it) and the member.
						$body = array(
							'contactId'   => $f['contact'],
							'wordpressId' => $f['member'],
						) + ( $route->on_row() ? array( $route->row => $f['declared'][ $name ] ) : array() );
					}
					$writes = Route::CREATE === $route->action || Route::UPDATE === $route->action;
					return $body + ( $writes ? self::example( $resource, 'Edited' ) : array() );
				};
				foreach ( $route->method_list() as $method ) {
					$m[ "{$method} /prism/v1" . $route->pattern() ] = $entry( static fn( array $f ): string => $route->path_for( $ids( $f ) ), $body );
				}
			}
		}
		return $m;
	}

	/**
	 * Every registered PRISM route and method, as "METHOD route".
	 *
	 * @return string[]
	 */
	public static function registered(): array {
		$keys = array();
		foreach ( rest_get_server()->get_routes( 'prism/v1' ) as $route => $handlers ) {
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$keys[] = "{$method} {$route}";
				}
			}
		}
		sort( $keys );
		return $keys;
	}
}
