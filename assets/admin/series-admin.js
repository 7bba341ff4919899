/**
 * PRISM → Networking series (includes/Admin/Series_Admin.php): small enhancements of a form that works without
 * them. "Add a task" / "Add a resource" append an empty row, and a field the browser refuses (a number of days out
 * of range) inside a folded stage opens that stage, so the browser can point at it.
 */
( function () {
	'use strict';

	document.querySelectorAll( '.prism-add-row' ).forEach( function ( button ) {
		var table = document.getElementById( button.getAttribute( 'aria-controls' ) );
		var body = table && table.tBodies[ 0 ];
		if ( ! body || ! body.rows.length ) {
			return;
		}
		button.hidden = false;
		button.addEventListener( 'click', function () {
			var index = Number( body.getAttribute( 'data-next' ) );
			var row = body.rows[ body.rows.length - 1 ].cloneNode( true );
			row.querySelectorAll( 'input' ).forEach( function ( input ) {
				// series[stages][2][tasks][7][task] → series[stages][2][tasks][<index>][task]
				input.name = input.name.replace( /\[(resources|tasks)\]\[\d+\]/, '[$1][' + index + ']' );
				input.value = '';
				input.removeAttribute( 'aria-invalid' );
				input.removeAttribute( 'aria-describedby' );
			} );
			row.querySelectorAll( '.prism-field-error' ).forEach( function ( message ) {
				message.remove();
			} );
			body.setAttribute( 'data-next', String( index + 1 ) );
			body.appendChild( row );
			row.querySelector( 'input:not([type="hidden"])' ).focus();
		} );
	} );

	var form = document.getElementById( 'prism-series-form' );
	if ( form ) {
		form.addEventListener(
			'invalid',
			function ( event ) {
				var stage = event.target.closest && event.target.closest( 'details' );
				if ( stage ) {
					stage.open = true;
				}
			},
			true
		);
	}
} )();
