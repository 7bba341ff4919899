<?php
/**
 * The job types this site can run, by the name stored in each job row. The layers above Jobs add theirs through the
 * filter `prism_job_types` (Plugin::JOB_TYPES): Jobs does not know them.
 *
 * @package Prism
 */

namespace Prism\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Registry of job types.
 */
final class Job_Types {

	/**
	 * Stored type name => class implementing Job_Type, for the Jobs layer's own work. A new kind of background work adds
	 * its line here, or in Plugin::JOB_TYPES when its class is in a layer above Jobs.
	 *
	 * @var array<string, class-string<Job_Type>>
	 */
	private const TYPES = array(
		Search_Grams_Job::TYPE    => Search_Grams_Job::class,
		Legacy_Entities_Job::TYPE => Legacy_Entities_Job::class,
		Contact_Keys_Job::TYPE    => Contact_Keys_Job::class,
		Duplicate_Scan_Job::TYPE  => Duplicate_Scan_Job::class,
		Retired_Tables_Job::TYPE  => Retired_Tables_Job::class,
	);

	/**
	 * Every job type, each as a fresh instance.
	 *
	 * @return array<string, Job_Type>
	 */
	public static function all(): array {
		/**
		 * Filters the job types: stored type name => class name (or instance) implementing Prism\Jobs\Job_Type.
		 *
		 * @param array<string, string|Job_Type> $types Types.
		 */
		$types = (array) apply_filters( 'prism_job_types', self::TYPES );
		$all   = array();
		foreach ( $types as $name => $type ) {
			if ( is_string( $type ) && class_exists( $type ) ) {
				$type = new $type();
			}
			if ( $type instanceof Job_Type ) {
				$all[ (string) $name ] = $type;
			}
		}
		return $all;
	}
}
