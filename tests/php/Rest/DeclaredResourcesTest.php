<?php
/**
 * Every declared resource (Resources\Registry) is covered without being listed anywhere: its table exists and is
 * erased with the member, its routes are in the access matrix (so the access and hostile-parameter tests run on
 * them), its rows are in the personal-data export, and a contact's rows move to the survivor of a merge and go
 * with a deleted contact. A resource added to includes/Resources/Declarations/ is checked here with no change.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Contact_Children;
use Prism\Data\Declared_Repository;
use Prism\Data\Member_Data;
use Prism\Privacy\Personal_Data;
use Prism\Resources\Registry;
use Prism\Schema\Schema;
use Prism\Tests\Security\Support\Route_Matrix;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Security/Support/Route_Matrix.php';

/**
 * Declared resources and the cross-cutting lists.
 */
final class DeclaredResourcesTest extends Prism_Test_Case {

	/**
	 * Each declared resource, for a data provider.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function declared(): array {
		$names = array();
		foreach ( glob( dirname( __DIR__, 3 ) . '/includes/Resources/Declarations/*.php' ) as $file ) {
			$names[ basename( $file, '.php' ) ] = array( basename( $file, '.php' ) );
		}
		return $names;
	}

	public function test_the_registry_finds_every_file_in_the_declarations_folder(): void {
		$classes = array_map( static fn( $resource ): string => ( new \ReflectionClass( $resource ) )->getShortName(), array_values( Registry::all() ) );
		$this->assertSame( array_keys( $this->declared() ), $classes );
		$this->assertNotEmpty( $classes );
	}

	/**
	 * The resource by class name.
	 *
	 * @param string $class_name Short class name.
	 */
	private static function resource( string $class_name ): \Prism\Resources\Declaration {
		foreach ( Registry::all() as $resource ) {
			if ( ( new \ReflectionClass( $resource ) )->getShortName() === $class_name ) {
				return $resource;
			}
		}
		throw new \RuntimeException( esc_html( "{$class_name} is not declared" ) );
	}

	/**
	 * Its table exists with every declared column, and is a member table.
	 *
	 * @dataProvider declared
	 * @param string $class_name Declaration.
	 */
	public function test_its_table_is_made_from_the_declaration_and_erased_with_the_member( string $class_name ): void {
		$resource = self::resource( $class_name );
		$table    = Schema::table( $resource->name() );
		$this->assertTrue( Schema::exists( $table ) );
		$this->assertSame( array(), Schema::missing_columns() );
		$this->assertContains( $table, ( new Member_Data() )->owned_tables() );
		$this->assertSame( Contact_Children::MOVE, Contact_Children::tables()[ $resource->name() ] );
	}

	/**
	 * Every route the controller registers is in the matrix, and the matrix names no route it lacks.
	 *
	 * @dataProvider declared
	 * @param string $class_name Declaration.
	 */
	public function test_its_routes_are_in_the_access_matrix( string $class_name ): void {
		$declared = array();
		foreach ( self::resource( $class_name )->routes() as $route ) {
			foreach ( $route->method_list() as $method ) {
				$declared[] = "{$method} /prism/v1" . $route->pattern();
			}
		}
		$this->assertGreaterThanOrEqual( 4, count( $declared ), 'a list, create, update and delete at least' );
		$registered = Route_Matrix::registered();
		$matrix     = Route_Matrix::matrix();
		foreach ( $declared as $key ) {
			$this->assertContains( $key, $registered, "{$key} is registered" );
			$this->assertArrayHasKey( $key, $matrix, "{$key} is in the access matrix" );
		}
	}

	/**
	 * No table that belongs to a contact is left out of merge and delete: every table with a contact_id column is a
	 * declared resource, one of the few that merge their own way (Contact_Children::TABLES), or an index over
	 * contacts that its own class keeps (Contact_Children::INDEXES).
	 */
	public function test_every_table_with_a_contact_id_goes_with_its_contact(): void {
		$children = Contact_Children::tables();
		$found    = array();
		foreach ( Schema::names() as $name ) {
			$table = Schema::table( $name );
			foreach ( Schema::definitions() as $definition ) {
				if ( str_starts_with( $definition, "CREATE TABLE {$table} (" ) && preg_match( '/^\s+contact_id\s/m', $definition ) ) {
					$found[] = $name;
				}
			}
		}
		$this->assertContains( 'notes', $found, 'the definitions are read' );
		$this->assertSame( array(), array_values( array_diff( $found, array_keys( $children ), Contact_Children::INDEXES ) ), 'tables with contact_id that merge and delete would leave behind' );
	}

	/**
	 * A row is in the export, moves in a merge and goes with its contact.
	 *
	 * @dataProvider declared
	 * @param string $class_name Declaration.
	 */
	public function test_its_rows_are_exported_merged_and_deleted_with_their_contact( string $class_name ): void {
		$resource = self::resource( $class_name );
		$rows     = new Declared_Repository( $resource );
		$ann      = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee', 'emailOne' => 'ann@example.test' ) );
		// The same person twice, so that the merge has nothing of its own to keep (a differing name would add a note).
		$annie    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee', 'emailOne' => 'ann@example.test' ) );
		// Added through the resource's own create route, as the member.
		wp_set_current_user( self::$owner );
		$kept  = Route_Matrix::add_declared( $resource, array( 'contact' => $ann, 'member' => self::$owner ), 'Kept' );
		$moved = Route_Matrix::add_declared( $resource, array( 'contact' => $annie, 'member' => self::$owner ), 'Moved' );

		$export = Personal_Data::export( get_userdata( self::$owner )->user_email, 1 )['data'];
		$items  = array_column( $export, 'item_id' );
		$this->assertContains( 'prism-' . $resource->singular() . '-' . $kept, $items );
		$this->assertContains( 'prism-' . $resource->singular() . '-' . $moved, $items );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );
		$this->assertEqualsCanonicalizing( array( $kept, $moved ), array_map( 'intval', array_column( $rows->for_contact( self::$owner, $ann ), 'id' ) ) );

		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( 0, $this->count_rows( $resource->name(), array( 'owner_id' => self::$owner ) ) );
	}
}
