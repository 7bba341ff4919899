<?php
/**
 * SQL lives in includes/Data/ (and the schema's own DDL in includes/Schema/): no other layer runs a statement through
 * $wpdb or writes one. docs/architecture.md, "Layers".
 *
 * @package Prism
 */

namespace Prism\Tests\Architecture;

use PHPUnit\Framework\TestCase;

/**
 * Where SQL is written.
 */
final class SqlPlacementTest extends TestCase {

	/** Folders of includes/ where SQL belongs. */
	private const SQL_LAYERS = array( 'Data', 'Schema' );

	/**
	 * Every PHP file of includes/ outside the SQL layers, by path relative to includes/.
	 *
	 * @return array<string, string> Relative path => source.
	 */
	private static function other_sources(): array {
		$root    = dirname( __DIR__, 3 ) . '/includes/';
		$sources = array();
		$files   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = substr( (string) $file, strlen( $root ) );
			if ( str_ends_with( $path, '.php' ) && ! in_array( strtok( $path, '/' ), self::SQL_LAYERS, true ) ) {
				$sources[ $path ] = (string) file_get_contents( (string) $file );
			}
		}
		return $sources;
	}

	public function test_no_other_layer_runs_a_statement_through_wpdb(): void {
		$found = array();
		foreach ( self::other_sources() as $path => $source ) {
			if ( preg_match_all( '/\$wpdb->(query|get_var|get_col|get_row|get_results|prepare|insert|update|delete|replace)\s*\(/', $source, $m ) ) {
				$found[] = $path . ': ' . implode( ', ', array_unique( $m[1] ) );
			}
		}
		$this->assertSame( array(), $found, 'SQL belongs in includes/Data/ (a repository) or includes/Schema/' );
	}

	public function test_no_other_layer_writes_a_statement(): void {
		$found = array();
		foreach ( self::other_sources() as $path => $source ) {
			if ( preg_match_all( '/["\'](?:SELECT\s.+?\sFROM|INSERT\s+(?:IGNORE\s+)?INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM|REPLACE\s+INTO|(?:CREATE|DROP|ALTER)\s+TABLE)\b/s', $source, $m ) ) {
				$found[] = $path . ': ' . implode( ' | ', array_map( static fn( string $s ): string => substr( (string) preg_replace( '/\s+/', ' ', $s ), 0, 40 ), $m[0] ) );
			}
		}
		$this->assertSame( array(), $found, 'SQL belongs in includes/Data/ (a repository) or includes/Schema/' );
	}

	public function test_the_files_that_may_write_contact_rows_are_the_known_ones(): void {
		// Every write to a member's contact rows must move their packed list orders' generation (Data\List_Orders::
		// changed(); docs/architecture.md, "Packed list orders"). The files that name the contacts table and write any
		// statement are these, each read for it: the repositories that write contacts call changed(), the others write
		// other tables only (and read contacts). A new file here must do one or the other; add it once it does.
		$known = array(
			'Data/Contact_Repository.php'     => 'writes contacts; calls List_Orders::changed()',
			'Data/Declared_Repository.php'    => 'writes the latest day on contacts; calls List_Orders::changed()',
			'Data/Keep_In_Touch_Repository.php' => 'writes the keep-in-touch columns only (cadence_days, maintaining, touched_on, reach_out_by), which no packed order holds: a query by them skips the packed orders (List_Orders::holding())',
			'Data/List_Orders.php'            => 'the packed orders themselves',
			'Data/Member_Data.php'            => 'erases every row of a member, their packed orders with them',
			'Schema/Upgrades.php'             => 'upgrade steps (one that rewrites contacts must empty prism_list_orders)',
			'Data/Article_Repository.php'     => 'reads contacts',
			'Data/Collision_Repository.php'   => 'reads contacts',
			'Data/Contact_Keys.php'           => 'reads contacts',
			'Data/Duplicate_Finder.php'       => 'reads contacts',
			'Data/Event_Repository.php'       => 'reads contacts',
			'Data/Followup_Repository.php'    => 'reads contacts',
			'Data/Import_Match_Repository.php' => 'reads contacts',
			'Data/Mentorship_Repository.php'  => 'reads contacts',
			'Data/Search_Index.php'           => 'reads contacts',
			'Data/Relationship_Repository.php' => 'reads contacts (their list names, to link a relationship kept as a name)',
		);
		$root  = dirname( __DIR__, 3 ) . '/includes/';
		$found = array();
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$source = (string) file_get_contents( (string) $file );
			if ( str_contains( $source, "table( 'contacts' )" ) && preg_match( '/UPDATE |DELETE FROM|INSERT INTO|update_row|delete_row|insert_rows|insert_integers|\$wpdb->(update|insert|delete|replace)\(/', $source ) ) {
				$found[] = substr( (string) $file, strlen( $root ) );
			}
		}
		sort( $found );
		$expected = array_keys( $known );
		sort( $expected );
		$this->assertSame( $expected, $found, 'a file that names the contacts table and writes SQL: does it move List_Orders::changed()?' );
		foreach ( array( 'Data/Contact_Repository.php', 'Data/Declared_Repository.php' ) as $writer ) {
			$this->assertStringContainsString( 'List_Orders::changed(', (string) file_get_contents( $root . $writer ), $writer );
		}
	}

	public function test_the_check_sees_sql_where_it_is(): void {
		// The same patterns find the statements the data layer does write: the check is not blind.
		$data = (string) file_get_contents( dirname( __DIR__, 3 ) . '/includes/Data/Digest_Repository.php' );
		$this->assertMatchesRegularExpression( '/\$wpdb->(query|get_var|get_col|get_row|get_results|prepare|insert|update|delete|replace)\s*\(/', $data );
		$this->assertMatchesRegularExpression( '/["\'](?:SELECT\s.+?\sFROM|INSERT\s+(?:IGNORE\s+)?INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM|REPLACE\s+INTO|(?:CREATE|DROP|ALTER)\s+TABLE)\b/s', $data );
	}
}
