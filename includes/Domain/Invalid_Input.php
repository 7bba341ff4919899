<?php
/**
 * Input a member sent that cannot be stored as it is: the readable message, and per-field messages when the
 * problem is in named fields. Thrown by the write paths; the REST wrapper answers 400 with it, the form handler
 * reopens the form with it. Nothing has been stored when it is thrown.
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Validation failure.
 */
final class Invalid_Input extends \InvalidArgumentException {

	/**
	 * Field => readable problem.
	 *
	 * @var array<string, string>
	 */
	private array $errors;

	/**
	 * Creates the failure.
	 *
	 * @param string                $message Readable summary.
	 * @param array<string, string> $errors  Field => readable problem.
	 */
	public function __construct( string $message, array $errors = array() ) {
		parent::__construct( $message );
		$this->errors = $errors;
	}

	/**
	 * Field => readable problem.
	 *
	 * @return array<string, string>
	 */
	public function errors(): array {
		return $this->errors;
	}
}
