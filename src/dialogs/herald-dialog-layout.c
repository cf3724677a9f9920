/* herald-dialog-layout.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Where a message dialog's parts go: its body in the scroller under it, its responses in one
 * order at every width. */

#include "config.h"

#include "herald-dialog-util.h"

#define MOVED_BODY_KEY "herald-moved-body"
/* the width of the window a dialog was over as its responses were laid out */
#define STACKED_FOR_KEY "herald-responses-stacked-for"

/* libadwaita's own label of @dialog's body: the label of the message area showing @text */
static GtkWidget *
find_body_label (GtkWidget  *widget,
                 const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && gtk_widget_get_ancestor (child, GTK_TYPE_SCROLLED_WINDOW) == NULL
          && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), text) == 0)
        return child;
      found = find_body_label (child, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* libadwaita's body label shows again each time the body is set: hidden while the body is
 * the text that moved into the scroller, shown for another (a form's refusal, which stays in
 * view above what scrolls) */
static void
body_changed_cb (AdwMessageDialog *dialog)
{
  const char *moved = g_object_get_data (G_OBJECT (dialog), MOVED_BODY_KEY);
  const char *body = adw_message_dialog_get_body (dialog);
  GtkWidget *label = g_object_get_data (G_OBJECT (dialog), "herald-body-label");

  if (label != NULL)
    gtk_widget_set_visible (label, body != NULL && *body != '\0' && g_strcmp0 (body, moved) != 0);
}

/**
 * herald_dialog_scroll_body:
 * @dialog: a message dialog, its heading and body set (herald_dialog_init ()), no extra child
 *   yet
 * @child: what @dialog shows under its body
 *
 * Moves @dialog's body into what scrolls, above @child: give the box returned to
 * herald_dialog_set_scrolling_child () or herald_dialog_finish_form (). On a phone at text
 * scale 1.5 the barbarians' dialogs (the check-in, the attack's result) had a body of five
 * lines and more above their scroller, which was left a strip or pushed the responses out of
 * the window (issue 11): only the heading and the responses stay put now.
 *
 * The body stays @dialog's body for screen readers (read as it opens, herald-a11y.c).
 * Another body set later (a form's refusal: "Not possible: …") shows above the scroller, in
 * view, in libadwaita's own place; the one moved shows again in the scroller only.
 *
 * Returns: (transfer floating): a vertical box of the body's label and @child
 */
GtkWidget *
herald_dialog_scroll_body (AdwMessageDialog *dialog,
                           GtkWidget        *child)
{
  const char *body = adw_message_dialog_get_body (dialog);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *label = gtk_label_new (body);

  g_return_val_if_fail (ADW_IS_MESSAGE_DIALOG (dialog), box);

  /* as libadwaita shows a body */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_label_set_use_markup (GTK_LABEL (label), adw_message_dialog_get_body_use_markup (dialog));
  gtk_widget_add_css_class (label, "body");
  gtk_box_append (GTK_BOX (box), label);
  herald_dialog_wrap_words (box);
  gtk_box_append (GTK_BOX (box), child);

  g_object_set_data_full (G_OBJECT (dialog), MOVED_BODY_KEY, g_strdup (body), g_free);
  g_object_set_data (G_OBJECT (dialog), "herald-body-label", find_body_label (GTK_WIDGET (dialog), body));
  g_signal_connect (dialog, "notify::body", G_CALLBACK (body_changed_cb), NULL);
  body_changed_cb (dialog);

  return box;
}

/**
 * herald_dialog_find_by_class:
 * @widget: a dialog, or any widget
 * @name: a CSS class (libadwaita's "response-area", "message-area")
 *
 * Returns: (transfer none) (nullable): the first widget in @widget (itself included) with the
 *   CSS class @name, depth first
 */
GtkWidget *
herald_dialog_find_by_class (GtkWidget  *widget,
                             const char *name)
{
  if (gtk_widget_has_css_class (widget, name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = herald_dialog_find_by_class (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Up and Down among a dialog's responses: the one before and the one after, in their order
 * (the box's focus chain, right to left in a right-to-left language); at the first and the
 * last, GTK's own way (Up from the first goes to what is above) */
static gboolean
responses_key_cb (GtkEventControllerKey *keys,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  GtkWidget             *box)
{
  GtkDirectionType direction;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    direction = GTK_DIR_TAB_BACKWARD;
  else if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    direction = GTK_DIR_TAB_FORWARD;
  else
    return GDK_EVENT_PROPAGATE;
  return gtk_widget_child_focus (box, direction) ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

static void
follow_up_down (GtkWidget *box)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (responses_key_cb), box, 0);
  gtk_widget_add_controller (box, keys);
}

/**
 * herald_dialog_keep_response_order:
 * @dialog: a message dialog with all its responses added
 *
 * @dialog's responses come in the order they were added at every width: libadwaita 1.2
 * stacks them on a narrow window (a phone, large text) last first, and the keys that chose
 * one city on a wide window chose the other on a phone ("Which City Does Cleo Lose?": Later
 * then Tab went to City Without Wall side by side, and round to the Walled City stacked;
 * newcomer report 18, N18-5). Stacked, they now read top to bottom as they read left to
 * right, and Tab goes to the same neighbour. Up and Down go to the response before and after
 * side by side too, as they do stacked: on a tablet only Left and Right did, and Down on
 * "Which City Does Cleo Lose?" did nothing (tester report 28, N28-12).
 */
void
herald_dialog_keep_response_order (AdwMessageDialog *dialog)
{
  GtkWidget *stacked = NULL;
  GtkWidget *area;

  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (dialog));

  /* libadwaita 1.2: a squeezer "response-area" of a row of buttons and a column of them */
  area = herald_dialog_find_by_class (GTK_WIDGET (dialog), "response-area");
  for (GtkWidget *box = area != NULL ? gtk_widget_get_first_child (area) : NULL; box != NULL;
       box = gtk_widget_get_next_sibling (box))
    if (GTK_IS_BOX (box))
      {
        follow_up_down (box);
        if (gtk_orientable_get_orientation (GTK_ORIENTABLE (box)) == GTK_ORIENTATION_VERTICAL)
          stacked = box;
      }
  if (stacked == NULL)
    return;

  /* reversed: each child moved to the front in turn */
  for (GtkWidget *child = gtk_widget_get_first_child (stacked), *next; child != NULL; child = next)
    {
      next = gtk_widget_get_next_sibling (child);
      gtk_box_reorder_child_after (GTK_BOX (stacked), child, NULL);
    }
}

/**
 * herald_dialog_stack_close_last:
 * @dialog: a message dialog with all its responses added, its first the one that closes it
 *
 * herald_dialog_keep_response_order (), but stacked, the first response (Close) comes at the
 * bottom, where libadwaita puts it: the others read top to bottom in the order they were
 * added. The hand's Play buttons, stacked last first, ran in the reverse order of the cards
 * listed above them ("Play Wedding … Play Smith" under "Smith … Wedding", tester report 40,
 * N40-9).
 */
void
herald_dialog_stack_close_last (AdwMessageDialog *dialog)
{
  GtkWidget *area;

  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (dialog));

  herald_dialog_keep_response_order (dialog);
  area = herald_dialog_find_by_class (GTK_WIDGET (dialog), "response-area");
  for (GtkWidget *box = area != NULL ? gtk_widget_get_first_child (area) : NULL; box != NULL;
       box = gtk_widget_get_next_sibling (box))
    if (GTK_IS_BOX (box) && gtk_orientable_get_orientation (GTK_ORIENTABLE (box)) == GTK_ORIENTATION_VERTICAL)
      {
        g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
        g_autoptr(GPtrArray) lines = g_ptr_array_new ();
        GtkWidget *before = NULL;

        /* the buttons, with a separator between each two */
        for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
          g_ptr_array_add (GTK_IS_BUTTON (child) ? buttons : lines, child);
        for (guint i = 1; i <= buttons->len; i++)
          {
            GtkWidget *button = buttons->pdata[i % buttons->len];

            if (before != NULL && i - 2 < lines->len)
              {
                gtk_box_reorder_child_after (GTK_BOX (box), lines->pdata[i - 2], before);
                before = lines->pdata[i - 2];
              }
            gtk_box_reorder_child_after (GTK_BOX (box), button, before);
            before = button;
          }
      }
}

/* The button of @response shown now (libadwaita 1.2 has one in the row and one in the column
 * of its response area), %NULL when neither is */
static GtkWidget *
shown_response_button (AdwMessageDialog *dialog,
                       const char       *response)
{
  const char *label = adw_message_dialog_get_response_label (dialog, response);
  GtkWidget *area = herald_dialog_find_by_class (GTK_WIDGET (dialog), "response-area");

  for (GtkWidget *box = area != NULL ? gtk_widget_get_first_child (area) : NULL; box != NULL;
       box = gtk_widget_get_next_sibling (box))
    for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_BUTTON (child) && gtk_widget_get_mapped (child)
          && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
  return NULL;
}

/* Ctrl+Return answers a dialog as its keys are let go, as Return answers on a focused button
 * (GTK clicks a button as its key is let go). Answered as Return went down, the dialog closed
 * at once, and the release of Return and Ctrl came after it, to no window the screen reader
 * knew: Orca 43 took the window it followed for gone and did not read what the answer opened
 * (the check-in after Enter Dice: its title, the roll's sentence, its message and its first
 * row) until another key, or at all (tester report 40, N40-4). Keys let go in another
 * window (the dialog no longer active) answer as it goes. */
#define CHORD_KEY "herald-ctrl-return-chord"

typedef struct
{
  GtkEventController *shortcuts;  /* the dialog's, which the chord's keys activate */
  GWeakRef            button;     /* the response's button, once the keys went down */
  gboolean            armed;
  gboolean            return_down;
  gboolean            control_down;
} Chord;

static void
chord_free (gpointer data)
{
  Chord *chord = data;

  g_weak_ref_clear (&chord->button);
  g_free (chord);
}

static void
chord_answer (Chord *chord)
{
  g_autoptr(GtkWidget) button = g_weak_ref_get (&chord->button);

  chord->armed = FALSE;
  g_weak_ref_set (&chord->button, NULL);
  if (button != NULL && gtk_widget_get_mapped (button) && gtk_widget_is_sensitive (button))
    g_signal_emit_by_name (button, "clicked");
}

static void
chord_active_cb (GtkWindow  *dialog,
                 GParamSpec *pspec,
                 Chord      *chord)
{
  if (chord->armed && !gtk_window_is_active (dialog))
    chord_answer (chord);
}

static void
chord_key_released_cb (GtkEventControllerKey *keys,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       Chord                 *chord)
{
  if (!chord->armed)
    return;
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    {
      chord->return_down = FALSE;
      /* a latched Ctrl (sticky keys) is let go before Return */
      chord->control_down &= (state & GDK_CONTROL_MASK) != 0;
    }
  else if (keyval == GDK_KEY_Control_L || keyval == GDK_KEY_Control_R)
    chord->control_down = FALSE;
  if (!chord->return_down && !chord->control_down)
    chord_answer (chord);
}

/**
 * herald_dialog_watch_chord:
 * @dialog: a dialog that Ctrl+Return answers
 * @shortcuts: the controller of its Ctrl+Return
 *
 * Lets herald_dialog_answer_on_release () wait for the keys of @shortcuts to be let go.
 */
void
herald_dialog_watch_chord (AdwMessageDialog   *dialog,
                           GtkEventController *shortcuts)
{
  Chord *chord = g_new0 (Chord, 1);
  GtkEventController *keys = gtk_event_controller_key_new ();

  chord->shortcuts = shortcuts;
  g_weak_ref_init (&chord->button, NULL);
  g_object_set_data_full (G_OBJECT (dialog), CHORD_KEY, chord, chord_free);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-released", G_CALLBACK (chord_key_released_cb), chord);
  gtk_widget_add_controller (GTK_WIDGET (dialog), keys);
  g_signal_connect (dialog, "notify::is-active", G_CALLBACK (chord_active_cb), chord);
}

/**
 * herald_dialog_answer_on_release:
 * @dialog: a dialog of herald_dialog_watch_chord ()
 * @button: the button that answers it
 *
 * When the Ctrl+Return that answers @dialog is a key going down, clicks @button once the keys
 * are let go.
 *
 * Returns: %TRUE when @button is clicked later, %FALSE when the caller clicks it (Ctrl+Return
 *   not pressed by keys: its action activated)
 */
gboolean
herald_dialog_answer_on_release (AdwMessageDialog *dialog,
                                 GtkWidget        *button)
{
  Chord *chord = g_object_get_data (G_OBJECT (dialog), CHORD_KEY);
  GdkEvent *event = chord != NULL ? gtk_event_controller_get_current_event (chord->shortcuts) : NULL;

  if (event == NULL || gdk_event_get_event_type (event) != GDK_KEY_PRESS)
    return FALSE;
  g_weak_ref_set (&chord->button, button);
  if (!chord->armed)
    {
      chord->armed = TRUE;
      chord->return_down = TRUE;
      chord->control_down = TRUE;
    }
  return TRUE;
}

/* Ctrl+Return on a dialog answered by herald_dialog_answer_on_ctrl_return (): its response's
 * button, clicked */
static gboolean
answer_key_cb (GtkWidget *widget,
               GVariant  *args,
               gpointer   user_data)
{
  GtkWidget *button = shown_response_button (ADW_MESSAGE_DIALOG (widget), g_variant_get_string (args, NULL));

  if (button == NULL || !gtk_widget_is_sensitive (button))
    return FALSE;
  if (!herald_dialog_answer_on_release (ADW_MESSAGE_DIALOG (widget), button))
    g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

/* @trigger (transfer full) answers @dialog with @response, wherever the focus is in it: the
 * controller of that shortcut */
static GtkEventController *
answer_on_keys (AdwMessageDialog   *dialog,
                GtkShortcutTrigger *trigger,
                const char         *response)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkShortcut *shortcut = gtk_shortcut_new (trigger, gtk_callback_action_new (answer_key_cb, NULL, NULL));

  gtk_shortcut_set_arguments (shortcut, g_variant_new_string (response));
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), shortcut);
  gtk_widget_add_controller (GTK_WIDGET (dialog), shortcuts);
  return shortcuts;
}

/**
 * herald_dialog_answer_on_ctrl_return:
 * @dialog: a message dialog
 * @response: the id of its default response
 *
 * Ctrl+Return (and Ctrl+Enter on the keypad) answers @dialog with @response wherever the
 * focus is in it, as herald_dialog_accept_on_ctrl_return () answers a form, without an action
 * group: a group inserted in the dialog made each of its buttons look its action up again,
 * and a screen reader was told two more changes as the dialog opened (the roller's own card,
 * test-speech).
 */
void
herald_dialog_answer_on_ctrl_return (AdwMessageDialog *dialog,
                                     const char       *response)
{
  GtkEventController *shortcuts;

  shortcuts = answer_on_keys (dialog, gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Return, GDK_CONTROL_MASK),
                                                                   gtk_keyval_trigger_new (GDK_KEY_KP_Enter, GDK_CONTROL_MASK)),
                              response);
  herald_dialog_watch_chord (dialog, shortcuts);
}

/**
 * herald_dialog_answer_on_redo_keys:
 * @dialog: a message dialog
 * @response: the id of its Redo response
 *
 * Ctrl+Shift+Z, the window's Redo, answers @dialog with @response wherever the focus is in
 * it: a modal dialog keeps the window's shortcuts from the keyboard, and one whose words say
 * "… or Redo" (a tie reward's deck choice reopened by Undo) has its own Redo (tester report
 * 40, N40-2).
 */
void
herald_dialog_answer_on_redo_keys (AdwMessageDialog *dialog,
                                   const char       *response)
{
  answer_on_keys (dialog, gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK),
                                                       gtk_keyval_trigger_new (GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK)),
                  response);
}

/* The width @widget's CSS takes besides its content (margin, border and padding), in px */
static int
css_extents_width (GtkWidget *widget)
{
  GtkStyleContext *style = gtk_widget_get_style_context (widget);
  GtkBorder margin, border, padding;

  gtk_style_context_get_margin (style, &margin);
  gtk_style_context_get_border (style, &border);
  gtk_style_context_get_padding (style, &padding);
  return margin.left + margin.right + border.left + border.right + padding.left + padding.right;
}

/* The width of the window @dialog is over, in px: 0 without one */
static int
parent_width (AdwMessageDialog *dialog)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  return parent != NULL ? gtk_widget_get_width (GTK_WIDGET (parent)) : 0;
}

/* @dialog's response area (libadwaita 1.2: a squeezer "response-area" of a row of buttons
 * and a column of them): its row and its column, shown or not; FALSE without them */
static gboolean
find_responses (AdwMessageDialog  *dialog,
                GtkWidget        **row,
                GtkWidget        **column)
{
  GtkWidget *area = herald_dialog_find_by_class (GTK_WIDGET (dialog), "response-area");

  *row = *column = NULL;
  if (area == NULL || !ADW_IS_SQUEEZER (area))
    return FALSE;
  for (GtkWidget *box = gtk_widget_get_first_child (area); box != NULL; box = gtk_widget_get_next_sibling (box))
    if (GTK_IS_BOX (box))
      {
        if (gtk_orientable_get_orientation (GTK_ORIENTABLE (box)) == GTK_ORIENTATION_HORIZONTAL)
          *row = box;
        else
          *column = box;
      }
  return *row != NULL && *column != NULL;
}

/**
 * herald_dialog_stack_responses:
 * @dialog: a message dialog with all its responses added
 * @width: the width @dialog is to be shown at, as measured with its responses side by side
 *
 * Stacks @dialog's responses when they will not fit side by side at @width, and lays them
 * side by side again when they will. libadwaita 1.2's response area is a squeezer of a row
 * of buttons and a column of them; it chooses as it is laid out (the first as wide as its
 * natural width, at most, fits its content), and until then measures its height by the row,
 * one button tall. A dialog was then first shown shorter than it grew to, by 270 px for seven
 * responses, and a window manager placed it by that first size: a hand of five cards ran 43
 * px below its window at 1280 × 800 (N23-4). The row is hidden instead: the dialog is
 * measured, shown and laid out with the column. It stays hidden while the window keeps its
 * width (shown again, it would widen the dialog after it was placed);
 * herald_dialog_restack_responses () decides again when the window's width changes.
 *
 * Returns: whether the row was hidden or shown (and @dialog's width is to be measured again)
 */
gboolean
herald_dialog_stack_responses (AdwMessageDialog *dialog,
                               int               width)
{
  GtkWidget *row, *column;
  int inner = width, natural = 0;
  gboolean stacked;

  g_return_val_if_fail (ADW_IS_MESSAGE_DIALOG (dialog), FALSE);

  if (!find_responses (dialog, &row, &column))
    return FALSE;
  g_object_set_data (G_OBJECT (dialog), STACKED_FOR_KEY, GINT_TO_POINTER (parent_width (dialog)));
  /* the squeezer's content width: the dialog's less what each widget down to it takes */
  for (GtkWidget *widget = gtk_widget_get_parent (row); widget != NULL; widget = gtk_widget_get_parent (widget))
    inner -= css_extents_width (widget);
  gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  stacked = natural > inner;
  if (gtk_widget_get_visible (row) != stacked)
    return FALSE;
  gtk_widget_set_visible (row, !stacked);
  return TRUE;
}

/**
 * herald_dialog_restack_responses:
 * @dialog: a message dialog whose responses herald_dialog_stack_responses () laid out
 *
 * When the window @dialog is over has changed width since its responses were laid out, lays
 * them out again for the width @dialog takes now: side by side when they fit, stacked when
 * not. Stacked on a narrow window, they stayed stacked when it widened (session 28).
 *
 * Returns: whether the responses changed their layout
 */
gboolean
herald_dialog_restack_responses (AdwMessageDialog *dialog)
{
  int parent = parent_width (dialog), width = 0;
  GtkWidget *row, *column;

  g_return_val_if_fail (ADW_IS_MESSAGE_DIALOG (dialog), FALSE);

  if (parent <= 0 || parent == GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), STACKED_FOR_KEY)) ||
      !find_responses (dialog, &row, &column))
    return FALSE;
  if (gtk_widget_get_visible (row))
    {
      gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      return herald_dialog_stack_responses (dialog, width);
    }
  /* the width the dialog takes with the row, as libadwaita measures it */
  gtk_widget_set_visible (row, TRUE);
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  return !herald_dialog_stack_responses (dialog, width);
}
