<?php
/**
 * A stand-in for another plugin that bundles its own copy of the sabre libraries and loads them without Composer
 * (require of the function files, its own class loader), and uses them as soon as it loads, so its classes are the
 * ones defined. The copy's folder (holding uri/, xml/, vobject/) is named by PRISM_OTHER_SABRE.
 *
 * @package Prism
 */

$prism_other_sabre = (string) getenv( 'PRISM_OTHER_SABRE' );
require $prism_other_sabre . '/uri/lib/functions.php';
require $prism_other_sabre . '/xml/lib/Deserializer/functions.php';
require $prism_other_sabre . '/xml/lib/Serializer/functions.php';
spl_autoload_register(
	static function ( string $class_name ) use ( $prism_other_sabre ): void {
		$folders = array(
			'Sabre\\VObject\\' => 'vobject/lib/',
			'Sabre\\Xml\\'     => 'xml/lib/',
			'Sabre\\Uri\\'     => 'uri/lib/',
		);
		foreach ( $folders as $prefix => $folder ) {
			if ( str_starts_with( $class_name, $prefix ) ) {
				$file = $prism_other_sabre . '/' . $folder . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_file( $file ) ) {
					require $file;
				}
				return;
			}
		}
	}
);
// The other plugin reads a card while it loads: the parser and the vCard classes are now its copy's.
\Sabre\VObject\Reader::read( "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Other;Plugin;;;\r\nFN:Plugin Other\r\nTEL;TYPE=CELL:1\r\nEMAIL:a@example.com\r\nEND:VCARD\r\n" );
class_exists( \Sabre\VObject\Version::class );
