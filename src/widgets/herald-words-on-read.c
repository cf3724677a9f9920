/* herald-words-on-read.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A control's words made as they can be read. Every button of every player's card gives the
 * engine's reason for being off, and a step that changes the phase (a roll, a turn's end, a
 * progress card put back) changes them all at once, though a player reads one control's at a
 * time: on hover (its tooltip), as the focus comes to it (what a screen reader says after its
 * name), or in a knight's menu. Making them all was most of such a step (about 340,000
 * instructions for the knights alone, docs/performance.md, forty-first round). Here the
 * words of a control are made when it is read, and at once while it can be: while the focus
 * is on it or in it, while its tooltip shows, outside a window.
 *
 * The focus: the words are made as the window's focus widget changes (#GtkWindow's
 * "notify::focus-widget", emitted by gtk_root_set_focus () itself), in the same dispatch as
 * the move, before the main loop takes a screen reader's questions about the new focus
 * (they come over D-Bus, answered by this thread after it). A description given through a
 * label that describes the control (herald_update_described ()) is read as it is asked for,
 * and its change is no event; a description property is an event, but of a control that is
 * not the focus (a knight's menu button, whose inner button takes the focus).
 * docs/performance.md, forty-second round. Main thread only. */

#include "config.h"

#include "herald-a11y.h"
#include "herald-widget-update.h"
#include "herald-words-on-read.h"

typedef struct
{
  HeraldWordsMake make;
  gpointer        data;
} Pending;

static GQuark pending_quark;
static guint n_deferred;

/* For tests: how many times a control's words were left to be made as they are read */
guint
herald_words_get_n_deferred (void)
{
  return n_deferred;
}

/* the words of the new focus and of the widgets it is in */
static void
focus_changed_cb (GtkRoot    *root,
                  GParamSpec *pspec,
                  gpointer    data)
{
  for (GtkWidget *w = gtk_root_get_focus (root); w != NULL && w != GTK_WIDGET (root); w = gtk_widget_get_parent (w))
    herald_words_make (w);
}

/* whether @widget is read now: the focus on it or in it, its tooltip shown */
static gboolean
read_now (GtkWidget *widget,
          GtkRoot   *root)
{
  GtkWidget *focus = gtk_root_get_focus (root);
  GtkWidget *box = herald_get_data (widget, "herald-tooltip-box");

  return (focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget)))
         || (box != NULL && gtk_widget_get_mapped (box));
}

/**
 * herald_words_on_read:
 * @widget: a control
 * @make: what makes its words
 * @data: for @make
 *
 * Has @make make @widget's words when they are read (herald_words_make ()): as the focus comes
 * to @widget or into it, as its tooltip is asked for (herald_tooltip_get_text ()), or as
 * another reader asks; at once while @widget has the focus or the focus is in it, while its
 * tooltip shows, or while it is in no window. A later call takes the place of an earlier one
 * not yet made.
 */
void
herald_words_on_read (GtkWidget       *widget,
                      HeraldWordsMake  make,
                      gpointer         data)
{
  GtkRoot *root;
  Pending *pending;

  g_return_if_fail (GTK_IS_WIDGET (widget) && make != NULL);

  if (pending_quark == 0)
    pending_quark = g_quark_from_static_string ("herald-words-pending");
  /* left already: not read since (the focus coming to it, its tooltip asked for, made it) */
  pending = g_object_get_qdata (G_OBJECT (widget), pending_quark);
  if (pending != NULL)
    {
      pending->make = make;
      pending->data = data;
      n_deferred++;
      return;
    }
  root = gtk_widget_get_root (widget);
  if (root == NULL || read_now (widget, root))
    {
      g_object_set_qdata (G_OBJECT (widget), pending_quark, NULL);
      make (widget, data);
      return;
    }
  if (herald_get_data (root, "herald-words-focus") == NULL)
    {
      g_object_set_data (G_OBJECT (root), "herald-words-focus", GINT_TO_POINTER (TRUE));
      g_signal_connect (root, "notify::focus-widget", G_CALLBACK (focus_changed_cb), NULL);
    }
  pending = g_new (Pending, 1);
  g_object_set_qdata_full (G_OBJECT (widget), pending_quark, pending, g_free);
  pending->make = make;
  pending->data = data;
  n_deferred++;
}

/**
 * herald_words_make:
 * @widget: a widget
 *
 * Makes @widget's words left to be made as they are read (herald_words_on_read ()), if any.
 */
void
herald_words_make (GtkWidget *widget)
{
  Pending *pending;
  Pending now;

  if (pending_quark == 0)
    return;
  pending = g_object_get_qdata (G_OBJECT (widget), pending_quark);
  if (pending == NULL)
    return;
  now = *pending;
  /* first: the words made may ask for themselves (herald_tooltip_get_text ()) */
  g_object_set_qdata (G_OBJECT (widget), pending_quark, NULL);
  now.make (widget, now.data);
}

/**
 * herald_words_pending:
 * @widget: a widget
 *
 * Returns: whether @widget's words are left to be made as they are read
 */
gboolean
herald_words_pending (GtkWidget *widget)
{
  return pending_quark != 0 && g_object_get_qdata (G_OBJECT (widget), pending_quark) != NULL;
}

static void
described_make (GtkWidget *widget,
                gpointer   data)
{
  herald_a11y_described_check (widget);
}

/**
 * herald_update_described_on_read:
 * @widget: a widget that gets no tooltip otherwise
 * @text: (nullable): what it says on hover and to a screen reader, %NULL or "" for nothing
 *
 * herald_update_described (), the label that describes @widget to a screen reader given its
 * text as it is read (herald_words_on_read ()); the tooltip shows @text at once.
 */
void
herald_update_described_on_read (GtkWidget  *widget,
                                 const char *text)
{
  if (herald_update_described_text (widget, text))
    herald_words_on_read (widget, described_make, NULL);
}
