<?php
/**
 * Db's fast reads (Db::int_column(), Db::num_rows()), which on MySQL/MariaDB send the prepared statement on wpdb's
 * own connection, and on SQLite on the integration's: a value holding '%' (a LIKE pattern, a link with "%20") is
 * compared as it is, as Db::column() and Db::select() compare it.
 *
 * @package Prism
 */

namespace Prism\Tests\Data;

use Prism\Data\Db;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Values with '%' through every read.
 */
final class DbReadsTest extends Prism_Test_Case {

	/**
	 * A LIKE pattern and a value with '%20' in it find the same rows through each read.
	 */
	public function test_a_value_with_a_percent_sign_is_compared_as_it_is_by_every_read(): void {
		$google = $this->make_contact( self::$owner, array( 'firstName' => 'Gia' ), 'Google' );
		$linked = $this->make_contact( self::$owner, array( 'firstName' => 'Lin' ), 'LinkedIn' );
		$table  = Schema::table( 'contacts' );
		$like   = "SELECT id FROM {$table} WHERE owner_id = ? AND import_source LIKE ? ORDER BY id";
		$args   = array( self::$owner, '%Goo%' );
		$this->assertSame( array( $google ), Db::int_column( $like, $args ), 'Db::int_column()' );
		$this->assertSame( array( array( (string) $google ) ), array_map( static fn( array $row ): array => array_map( 'strval', $row ), Db::num_rows( $like, $args ) ), 'Db::num_rows()' );
		$this->assertSame( array( (string) $google ), Db::column( $like, $args ), 'Db::column()' );
		$this->assertSame( array( (string) $google ), array_map( 'strval', array_column( Db::select( $like, $args ), 'id' ) ), 'Db::select()' );

		Db::update_row( $table, self::$owner, $linked, array( 'company' => 'A%20B & Sons' ) );
		$exact = "SELECT id FROM {$table} WHERE owner_id = ? AND company = ?";
		$this->assertSame( array( $linked ), Db::int_column( $exact, array( self::$owner, 'A%20B & Sons' ) ), 'an exact value with %20' );
	}
}
