<?php
/**
 * The CSV layouts PRISM reads, told apart by their column names, and for each a plan: what every column of the
 * header is (a contact field, one part of a numbered group like 'E-mail 2 - Value', a category list, a note, or a
 * value PRISM has no field for). Columns are always known by name, never by position. Pure PHP.
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

/**
 * CSV column names.
 *
 * A plan is a list of steps, one per column that can hold something: array( column index, operation, a, b, c ).
 * Operations:
 * - `field`  a = firstName, lastName, title or company;
 * - `name`   the whole name (split when there is no first or last name);
 * - `extra`  a = the line's label (a value PRISM has no field for);
 * - `notes`, `labels` (Google's ' ::: ' list with system labels), `categories` (other files' lists);
 * - `event`  a = event type, b = title;
 * - `email` / `phone` a = PRISM type, b = label (several values may share a cell, joined by ' ::: ');
 * - `url`    a = label, b = true when the column names a network (a value without a host stays text);
 * - `group`  a = kind (email, phone, address, url, relation, event, custom, im, org, or any other name), b = the
 *            group's number, c = the part (value, label, street …); a group's parts are put together per row;
 * - `default` like `extra`, but b = a value that only says "nothing" (Outlook's 'Normal', 'Unspecified').
 */
final class Csv_Layout {

	public const GOOGLE        = 'google';
	public const GOOGLE_LEGACY = 'google-legacy';
	public const LINKEDIN      = 'linkedin';
	public const CSV           = 'csv';

	/** Google's numbered groups: 'E-mail 1 - Value', 'Organization 2 - Title' … (group name => kind). */
	private const GOOGLE_GROUPS = array(
		'e-mail'       => 'email',
		'email'        => 'email',
		'phone'        => 'phone',
		'address'      => 'address',
		'website'      => 'url',
		'relation'     => 'relation',
		'event'        => 'event',
		'custom field' => 'custom',
		'im'           => 'im',
		'organization' => 'org',
	);

	/** Other files' single columns, by squeezed name (lower case, letters and digits only). */
	private const ALIASES = array(
		'firstname'          => array( 'field', 'firstName' ),
		'givenname'          => array( 'field', 'firstName' ),
		'first'              => array( 'field', 'firstName' ),
		'forename'           => array( 'field', 'firstName' ),
		'lastname'           => array( 'field', 'lastName' ),
		'familyname'         => array( 'field', 'lastName' ),
		'surname'            => array( 'field', 'lastName' ),
		'last'               => array( 'field', 'lastName' ),
		'name'               => array( 'name' ),
		'fullname'           => array( 'name' ),
		'displayname'        => array( 'name' ),
		'contactname'        => array( 'name' ),
		'company'            => array( 'field', 'company' ),
		'companyname'        => array( 'field', 'company' ),
		'organization'       => array( 'field', 'company' ),
		'organisation'       => array( 'field', 'company' ),
		'organizationname'   => array( 'field', 'company' ),
		'employer'           => array( 'field', 'company' ),
		'jobtitle'           => array( 'field', 'title' ),
		'position'           => array( 'field', 'title' ),
		'role'               => array( 'field', 'title' ),
		'organizationtitle'  => array( 'field', 'title' ),
		'email'              => array( 'email', '', '' ),
		'emailaddress'       => array( 'email', '', '' ),
		'email1'             => array( 'email', '', '' ),
		'email2'             => array( 'email', '', '' ),
		'email3'             => array( 'email', '', '' ),
		'email2address'      => array( 'email', '', '' ),
		'email3address'      => array( 'email', '', '' ),
		'emailaddress2'      => array( 'email', '', '' ),
		'emailaddress3'      => array( 'email', '', '' ),
		'primaryemail'       => array( 'email', 'Main', '' ),
		'workemail'          => array( 'email', 'Work', '' ),
		'businessemail'      => array( 'email', 'Work', '' ),
		'homeemail'          => array( 'email', 'Home', '' ),
		'personalemail'      => array( 'email', 'Home', '' ),
		'otheremail'         => array( 'email', 'Other', '' ),
		'phone'              => array( 'phone', '', '' ),
		'phonenumber'        => array( 'phone', '', '' ),
		'telephone'          => array( 'phone', '', '' ),
		'tel'                => array( 'phone', '', '' ),
		'phone1'             => array( 'phone', '', '' ),
		'phone2'             => array( 'phone', '', '' ),
		'phone3'             => array( 'phone', '', '' ),
		'mobile'             => array( 'phone', 'Mobile', '' ),
		'mobilephone'        => array( 'phone', 'Mobile', '' ),
		'mobilenumber'       => array( 'phone', 'Mobile', '' ),
		'cell'               => array( 'phone', 'Mobile', '' ),
		'cellphone'          => array( 'phone', 'Mobile', '' ),
		'primaryphone'       => array( 'phone', 'Main', '' ),
		'mainphone'          => array( 'phone', 'Main', '' ),
		'companymainphone'   => array( 'phone', 'Main', 'Company Main Phone' ),
		'homephone'          => array( 'phone', 'Home', '' ),
		'homephone2'         => array( 'phone', 'Home', '' ),
		'workphone'          => array( 'phone', 'Work', '' ),
		'officephone'        => array( 'phone', 'Work', '' ),
		'businessphone'      => array( 'phone', 'Work', '' ),
		'businessphone2'     => array( 'phone', 'Work', '' ),
		'otherphone'         => array( 'phone', 'Other', '' ),
		'pager'              => array( 'phone', 'Other', 'Pager' ),
		'homefax'            => array( 'phone', 'Other', 'Home Fax' ),
		'businessfax'        => array( 'phone', 'Other', 'Business Fax' ),
		'workfax'            => array( 'phone', 'Other', 'Work Fax' ),
		'otherfax'           => array( 'phone', 'Other', 'Other Fax' ),
		'fax'                => array( 'phone', 'Other', 'Fax' ),
		'carphone'           => array( 'phone', 'Other', 'Car Phone' ),
		'assistantsphone'    => array( 'phone', 'Other', "Assistant's Phone" ),
		'callback'           => array( 'phone', 'Other', 'Callback' ),
		'radiophone'         => array( 'phone', 'Other', 'Radio Phone' ),
		'isdn'               => array( 'phone', 'Other', 'ISDN' ),
		'telex'              => array( 'phone', 'Other', 'Telex' ),
		'ttytddphone'        => array( 'phone', 'Other', 'TTY/TDD Phone' ),
		'webpage'            => array( 'url', '', false ),
		'website'            => array( 'url', '', false ),
		'url'                => array( 'url', '', false ),
		'homepage'           => array( 'url', '', false ),
		'personalwebpage'    => array( 'url', '', false ),
		'personalwebsite'    => array( 'url', '', false ),
		'businesswebpage'    => array( 'url', 'Work', false ),
		'blog'               => array( 'url', 'Blog', false ),
		'profileurl'         => array( 'url', '', false ),
		'linkedin'           => array( 'url', '', true ),
		'linkedinurl'        => array( 'url', '', true ),
		'linkedinprofile'    => array( 'url', '', true ),
		'linkedinprofileurl' => array( 'url', '', true ),
		'facebook'           => array( 'url', '', true ),
		'facebookurl'        => array( 'url', '', true ),
		'twitter'            => array( 'url', '', true ),
		'twitterurl'         => array( 'url', '', true ),
		'instagram'          => array( 'url', '', true ),
		'instagramurl'       => array( 'url', '', true ),
		'notes'              => array( 'notes' ),
		'note'               => array( 'notes' ),
		'comments'           => array( 'notes' ),
		'comment'            => array( 'notes' ),
		'birthday'           => array( 'event', 'Birthday', '' ),
		'dateofbirth'        => array( 'event', 'Birthday', '' ),
		'birthdate'          => array( 'event', 'Birthday', '' ),
		'dob'                => array( 'event', 'Birthday', '' ),
		'anniversary'        => array( 'event', 'Anniversary', '' ),
		'categories'         => array( 'categories' ),
		'category'           => array( 'categories' ),
		'labels'             => array( 'categories' ),
		'tags'               => array( 'categories' ),
		'groups'             => array( 'categories' ),
		'group'              => array( 'categories' ),
		'groupmembership'    => array( 'categories' ),
	);

	/** Outlook's values that say nothing (squeezed column name => value), left out of the note. */
	private const OUTLOOK_NOTHING = array(
		'gender'      => 'Unspecified',
		'priority'    => 'Normal',
		'sensitivity' => 'Normal',
		'private'     => 'False',
		'emailtype'   => 'SMTP',
		'email2type'  => 'SMTP',
		'email3type'  => 'SMTP',
	);

	/** Outlook's address columns: prefix => PRISM type. */
	private const ADDRESS_PREFIXES = array(
		'home'     => 'Home',
		'business' => 'Work',
		'work'     => 'Work',
		'other'    => 'Other',
		''         => '',
	);

	/** Address parts of other files (squeezed suffix => part). */
	private const ADDRESS_PARTS = array(
		'street'        => 'street',
		'streetaddress' => 'street',
		'address'       => 'formatted',
		'addressline1'  => 'street',
		'street2'       => 'street2',
		'addressline2'  => 'street2',
		'street3'       => 'street3',
		'addressline3'  => 'street3',
		'addresspobox'  => 'po box',
		'pobox'         => 'po box',
		'city'          => 'city',
		'town'          => 'city',
		'state'         => 'region',
		'province'      => 'region',
		'region'        => 'region',
		'county'        => 'region',
		'postalcode'    => 'postal code',
		'zip'           => 'postal code',
		'zipcode'       => 'postal code',
		'postcode'      => 'postal code',
		'country'       => 'country',
		'countryregion' => 'country',
	);

	/**
	 * The layout a header belongs to: google, google-legacy, linkedin, csv (other contact columns), or '' when
	 * nothing in it names a contact.
	 *
	 * @param string[] $header Column names.
	 */
	public static function detect( array $header ): string {
		$names = array();
		foreach ( $header as $name ) {
			$names[ self::lower( $name ) ] = true;
		}
		if ( isset( $names['first name'], $names['last name'], $names['connected on'] ) ) {
			return self::LINKEDIN;
		}
		$numbered = preg_grep( '/^(?:e-mail|phone) \d+ - (?:type|label)$/', array_keys( $names ) );
		if ( isset( $names['given name'] ) || isset( $names['group membership'] ) || preg_grep( '/^(?:e-mail|phone) \d+ - type$/', array_keys( $names ) ) ) {
			return self::GOOGLE_LEGACY;
		}
		if ( isset( $names['first name'] ) && ( isset( $names['organization name'] ) || isset( $names['labels'] ) || $numbered ) ) {
			return self::GOOGLE;
		}
		return self::identifies( self::plan( self::CSV, $header ) ) ? self::CSV : '';
	}

	/**
	 * Whether a plan reads something that names a contact (a name, a company or an email).
	 *
	 * @param array<int, array<int, mixed>> $plan Plan.
	 */
	public static function identifies( array $plan ): bool {
		foreach ( $plan as $step ) {
			if ( in_array( $step[1], array( 'name', 'email' ), true )
				|| ( 'field' === $step[1] && 'title' !== $step[2] )
				|| ( 'group' === $step[1] && 'email' === $step[2] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The plan for a header in a layout.
	 *
	 * @param string   $kind   Layout.
	 * @param string[] $header Column names.
	 * @return array<int, array<int, mixed>>
	 */
	public static function plan( string $kind, array $header ): array {
		switch ( $kind ) {
			case self::GOOGLE:
			case self::GOOGLE_LEGACY:
				return self::google_plan( $header );
			case self::LINKEDIN:
				return self::linkedin_plan( $header );
		}
		return self::generic_plan( $header );
	}

	/**
	 * Google Contacts, both generations.
	 *
	 * @param string[] $header Column names.
	 * @return array<int, array<int, mixed>>
	 */
	private static function google_plan( array $header ): array {
		$single = array(
			'first name'              => array( 'field', 'firstName' ),
			'given name'              => array( 'field', 'firstName' ),
			'last name'               => array( 'field', 'lastName' ),
			'family name'             => array( 'field', 'lastName' ),
			'organization name'       => array( 'field', 'company' ),
			'organization title'      => array( 'field', 'title' ),
			'name'                    => array( 'name' ),
			'notes'                   => array( 'notes' ),
			'labels'                  => array( 'labels' ),
			'group membership'        => array( 'labels' ),
			'birthday'                => array( 'event', 'Birthday', '' ),
			'middle name'             => array( 'extra', __( 'Middle name', 'prism' ) ),
			'additional name'         => array( 'extra', __( 'Middle name', 'prism' ) ),
			'phonetic first name'     => array( 'extra', __( 'Phonetic first name', 'prism' ) ),
			'given name yomi'         => array( 'extra', __( 'Phonetic first name', 'prism' ) ),
			'phonetic middle name'    => array( 'extra', __( 'Phonetic middle name', 'prism' ) ),
			'additional name yomi'    => array( 'extra', __( 'Phonetic middle name', 'prism' ) ),
			'phonetic last name'      => array( 'extra', __( 'Phonetic last name', 'prism' ) ),
			'family name yomi'        => array( 'extra', __( 'Phonetic last name', 'prism' ) ),
			'yomi name'               => array( 'extra', __( 'Phonetic name', 'prism' ) ),
			'name prefix'             => array( 'extra', __( 'Name prefix', 'prism' ) ),
			'name suffix'             => array( 'extra', __( 'Name suffix', 'prism' ) ),
			'nickname'                => array( 'extra', __( 'Nickname', 'prism' ) ),
			'file as'                 => array( 'extra', __( 'File as', 'prism' ) ),
			'organization department' => array( 'extra', __( 'Department', 'prism' ) ),
			'photo'                   => array( 'extra', __( 'Photo', 'prism' ) ),
			'initials'                => array( 'extra', __( 'Initials', 'prism' ) ),
			'short name'              => array( 'extra', __( 'Short name', 'prism' ) ),
			'maiden name'             => array( 'extra', __( 'Maiden name', 'prism' ) ),
		);
		$plan   = array();
		foreach ( $header as $i => $name ) {
			$lower = self::lower( $name );
			if ( '' === $lower ) {
				continue;
			}
			if ( isset( $single[ $lower ] ) ) {
				$plan[] = array_merge( array( $i ), $single[ $lower ] );
			} elseif ( preg_match( '/^(.+?) (\d+) - (.+)$/', $lower, $m ) ) {
				$group  = self::GOOGLE_GROUPS[ $m[1] ] ?? trim( (string) preg_replace( '/\s+\d+\s+-\s+.*$/', '', $name ) );
				$plan[] = array( $i, 'group', $group, (int) $m[2], 'type' === $m[3] ? 'label' : $m[3] );
			} else {
				$plan[] = array( $i, 'extra', trim( $name ) );
			}
		}
		return $plan;
	}

	/**
	 * LinkedIn's Connections.csv (with or without the URL column).
	 *
	 * @param string[] $header Column names.
	 * @return array<int, array<int, mixed>>
	 */
	private static function linkedin_plan( array $header ): array {
		$single = array(
			'first name'    => array( 'field', 'firstName' ),
			'last name'     => array( 'field', 'lastName' ),
			'company'       => array( 'field', 'company' ),
			'position'      => array( 'field', 'title' ),
			'email address' => array( 'email', '', '' ),
			'url'           => array( 'url', '', false ),
			'profile url'   => array( 'url', '', false ),
			'connected on'  => array( 'connected', 'Connected On' ),
		);
		$plan   = array();
		foreach ( $header as $i => $name ) {
			$lower = self::lower( $name );
			if ( '' !== $lower ) {
				$plan[] = array_merge( array( $i ), $single[ $lower ] ?? array( 'extra', trim( $name ) ) );
			}
		}
		return $plan;
	}

	/**
	 * Any other contact list (Outlook, a spreadsheet, another address book), by the usual names of its columns.
	 * Columns it does not know are kept as "Column name: value" lines.
	 *
	 * @param string[] $header Column names.
	 * @return array<int, array<int, mixed>>
	 */
	private static function generic_plan( array $header ): array {
		$squeezed = array_map( array( self::class, 'squeeze' ), $header );
		// Outlook's 'Title' is the name prefix (Mr., Dr.) when a 'Job Title' column is there too.
		$job_title = (bool) array_intersect( $squeezed, array( 'jobtitle', 'position', 'role' ) );
		$plan      = array();
		foreach ( $header as $i => $name ) {
			$key = $squeezed[ $i ];
			if ( '' === $key ) {
				continue;
			}
			if ( 'title' === $key ) {
				$plan[] = $job_title ? array( $i, 'extra', __( 'Name prefix', 'prism' ) ) : array( $i, 'field', 'title' );
			} elseif ( isset( self::ALIASES[ $key ] ) ) {
				$plan[] = array_merge( array( $i ), self::ALIASES[ $key ] );
			} elseif ( preg_match( '/^(home|business|work|other|)(' . implode( '|', array_keys( self::ADDRESS_PARTS ) ) . ')$/', $key, $m ) ) {
				$plan[] = array( $i, 'group', 'address', array_search( $m[1], array_keys( self::ADDRESS_PREFIXES ), true ) + 1, self::ADDRESS_PARTS[ $m[2] ], self::ADDRESS_PREFIXES[ $m[1] ] );
			} elseif ( isset( self::OUTLOOK_NOTHING[ $key ] ) ) {
				$plan[] = array( $i, 'default', trim( $name ), self::OUTLOOK_NOTHING[ $key ] );
			} else {
				$plan[] = array( $i, 'extra', trim( $name ) );
			}
		}
		return $plan;
	}

	/**
	 * A column name in lower case, spaces collapsed.
	 *
	 * @param string $name Column name.
	 */
	public static function lower( string $name ): string {
		return strtolower( trim( (string) preg_replace( '/\s+/', ' ', $name ) ) );
	}

	/**
	 * A column name reduced to lower-case letters and digits ('E-mail 2 Address' gives 'email2address').
	 *
	 * @param string $name Column name.
	 */
	public static function squeeze( string $name ): string {
		return (string) preg_replace( '/[^a-z0-9]+/', '', strtolower( $name ) );
	}
}
