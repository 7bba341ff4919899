<?php
/**
 * Sanity checks of the test environment itself: the site has PRISM active and
 * its REST API registered. If these fail, look at the environment first.
 *
 * @package Prism
 */

use PHPUnit\Framework\TestCase;

/**
 * The chain bin/test.sh -> test site -> WordPress -> PRISM works.
 */
final class EnvironmentTest extends TestCase {

	public function test_plugin_is_active(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->assertTrue( is_plugin_active( 'prism/prism-plugin.php' ), 'prism/prism-plugin.php is not active' );
	}

	public function test_rest_namespace_is_registered(): void {
		$this->assertContains( 'prism/v1', rest_get_server()->get_namespaces() );
	}
}
